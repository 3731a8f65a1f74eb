#pragma once
// The ballots of the GUI workshop tests: four people, two rounds, clicked into the ballot form.
#include "workshopfixture.h"

#include "session/catalogsession.h"

#include <QCheckBox>

namespace roundvotes {

const QStringList people = {QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy"),
                            QStringLiteral("Dee")};

// Round 1, as each person clicks it; every criterion not listed stays at the form's neutral 3.
const std::vector<std::map<std::string, int>> round1 = {
    {{"cost_horizon", 5}, {"portability", 1}, {"software_maturity", 4},
     {"energy_efficiency", 1}, {"debugging_ease", 2}},
    {{"cost_horizon", 4}, {"portability", 5}, {"software_maturity", 4},
     {"energy_efficiency", 1}},
    {{"cost_horizon", 5}, {"portability", 2}, {"energy_efficiency", 2}},
    {{"cost_horizon", 2}, {"portability", 5}, {"software_maturity", 4},
     {"energy_efficiency", 1}, {"debugging_ease", 4}},
};

// Round 2: after the discussion Ana and Cy move on portability; everything else is as before.
inline std::vector<std::map<std::string, int>> round2()
{
    auto votes = round1;
    votes[0]["portability"] = 4;
    votes[2]["portability"] = 4;
    return votes;
}

// Each criterion's votes in participant order, as the form records them (3 when not clicked).
inline std::map<std::string, std::vector<int>> votesByCriterion(
    const ad::Catalog &catalog, const std::vector<std::map<std::string, int>> &ballots)
{
    std::map<std::string, std::vector<int>> out;
    for (const ad::Criterion &c : catalog.criteria)
        for (const auto &ballot : ballots) {
            const auto found = ballot.find(c.id);
            out[c.id].push_back(found == ballot.end() ? BallotForm::NeutralWeight
                                                      : found->second);
        }
    return out;
}

inline QString cell(const WorkshopTableModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

// Casts `ballots` through the form, person i voting ballots[i]. Every form must open neutral:
// never the previous person's answers, nor anyone's.
inline void runRound(WorkshopFixture &f, const std::vector<std::map<std::string, int>> &ballots)
{
    const ad::Catalog &catalog = f.window->catalogSession()->catalog();
    for (int i = 0; i < int(ballots.size()); ++i) {
        BallotForm *form = f.openBallot(people[i]);
        QVERIFY2(form, qPrintable(people[i]));
        for (const ad::Criterion &c : catalog.criteria)
            QCOMPARE(form->weightGroup(c.id)->checkedId(), int(BallotForm::NeutralWeight));
        QVERIFY(!form->scoresCheck() || !form->scoresCheck()->isChecked());
        WorkshopFixture::vote(form, ballots[std::size_t(i)]);
    }
}

// Starts a workshop and types the four names.
inline void startWithPeople(WorkshopFixture &f)
{
    f.start();
    for (const QString &name : people) f.addByTyping(name);
    QCOMPARE(int(f.workshop()->participants.size()), people.size());
}

} // namespace roundvotes
