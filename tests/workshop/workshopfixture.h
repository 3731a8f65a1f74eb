#pragma once
// A main window with its workshop controller, driven through the widgets as a facilitator would.
// Every prompt is answered from a queue and every message recorded, so no modal box can block.
// The statistics the tests check against are written out here by hand, independently of the
// core (tests must not grade the core with its own functions).
#include "session/document.h"
#include "session/evaluator.h"
#include "shell/mainwindow.h"
#include "workshop/ballotform.h"
#include "workshop/participantspanel.h"
#include "workshop/resultspanel.h"
#include "workshop/roundpanel.h"
#include "workshop/workshopcontroller.h"
#include "workshop/workshopmodels.h"
#include "workshop/workshopwindow.h"

#include <QAction>
#include <QButtonGroup>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <memory>
#include <vector>

namespace hand {

inline std::vector<double> sorted(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    return {v.begin(), v.end()};
}

inline double mean(const std::vector<int> &v)
{
    double sum = 0;
    for (int x : v) sum += x;
    return sum / double(v.size());
}

// Middle value, or the mean of the two middle values of an even count.
inline double median(const std::vector<int> &v)
{
    const std::vector<double> s = sorted(v);
    const std::size_t n = s.size();
    return n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

// n-th root of the product.
inline double geometric(const std::vector<int> &v)
{
    double product = 1;
    for (int x : v) product *= x;
    return std::pow(product, 1.0 / double(v.size()));
}

// Population standard deviation: divides by n.
inline double populationSd(const std::vector<int> &v)
{
    const double m = mean(v);
    double squares = 0;
    for (int x : v) squares += (x - m) * (x - m);
    return std::sqrt(squares / double(v.size()));
}

// Hyndman & Fan type 7: h = (n - 1) p, interpolate between the order statistics around h.
inline double quantile7(const std::vector<int> &v, double p)
{
    const std::vector<double> s = sorted(v);
    const double h = double(s.size() - 1) * p;
    const std::size_t lo = std::size_t(std::floor(h));
    const std::size_t hi = std::min(lo + 1, s.size() - 1);
    return s[lo] + (h - double(lo)) * (s[hi] - s[lo]);
}

inline int roundHalfUp(double x)
{
    return std::clamp(int(std::floor(x + 0.5)), 1, 5);
}

inline QString fixed2(double x)
{
    return QString::number(x, 'f', 2);
}

} // namespace hand

// What a facilitator does and sees. Owns the main window; answers prompts from queues.
struct WorkshopFixture {
    std::unique_ptr<MainWindow> window;
    WorkshopController *controller = nullptr;
    std::deque<std::optional<QString>> textAnswers;
    QStringList openFilesAnswer;
    QString saveFileAnswer;
    bool confirmAnswer = true;
    QStringList confirmations;
    QStringList told;

    void create()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        window = std::make_unique<MainWindow>(options);
        window->setMessageHook([this](const MainWindow::Message &m) { told << m.text; });
        window->setSavePrompt([](const QString &) { return QMessageBox::Discard; });
        controller = window->workshopController();
        workshopui::Prompts prompts;
        prompts.askText = [this](const QString &, const QString &, const QString &) {
            if (textAnswers.empty()) return std::optional<QString>();
            const std::optional<QString> answer = textAnswers.front();
            textAnswers.pop_front();
            return answer;
        };
        prompts.askOpenFiles = [this](const QString &) { return openFilesAnswer; };
        prompts.askSaveFile = [this](const QString &, const QString &) { return saveFileAnswer; };
        prompts.confirm = [this](const QString &, const QString &text, const QString &) {
            confirmations << text;
            return confirmAnswer;
        };
        prompts.tell = [this](QMessageBox::Icon, const QString &, const QString &text) {
            told << text;
        };
        controller->setPrompts(prompts);
        window->resize(1366, 768);
        window->show();
    }

    // Settings of this test program go to `dir`, never to the user's own.
    static void isolateSettings(const QTemporaryDir &dir, const char *program)
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QString::fromLatin1(program));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    }

    // A fresh window, shown, with its first assessment: what every test starts from.
    bool reopen()
    {
        *this = WorkshopFixture{};
        create();
        if (!QTest::qWaitForWindowExposed(window.get())) return false;
        return QTest::qWaitFor([this] { return window->evaluator()->hasAssessment(); }, 5000);
    }

    void destroy()
    {
        if (window) window->document()->undoStack()->setClean();
        window.reset();
        controller = nullptr;
    }

    Document *document() const { return window->document(); }
    const ad::Workshop *workshop() const { return document()->workshop(); }
    WorkshopWindow *workshopWindow() const { return controller->workshopWindow(); }
    ParticipantsPanel *participants() const { return workshopWindow()->participantsPanel(); }
    RoundPanel *round() const { return workshopWindow()->roundPanel(); }
    ResultsPanel *results() const { return workshopWindow()->resultsPanel(); }

    void trigger(const char *actionName)
    {
        QAction *action = controller->action(QString::fromLatin1(actionName));
        QVERIFY2(action, actionName);
        QVERIFY2(action->isEnabled(), actionName);
        action->trigger();
    }

    // Workshop → Start Workshop, then the window it opens.
    void start()
    {
        trigger("actionStartWorkshop");
        QVERIFY(workshop());
        QVERIFY(workshopWindow());
        QVERIFY(QTest::qWaitForWindowExposed(workshopWindow()));
    }

    // Types the name into the participant field and presses Enter.
    void addByTyping(const QString &name)
    {
        QLineEdit *field = participants()->nameEdit();
        field->setFocus();
        QTest::keyClicks(field, name);
        QTest::keyClick(field, Qt::Key_Return);
    }

    // A name as the lists show it: isolated, so it cannot reorder the next (docs/workshop.md).
    static QString shown(const QString &name)
    {
        return QChar(0x2068) + name + QChar(0x2069);
    }

    // Clicks the participant's row in the list.
    void select(const QString &name)
    {
        QTreeWidget *list = participants()->list();
        const QList<QTreeWidgetItem *> found = list->findItems(shown(name), Qt::MatchExactly, 0);
        QVERIFY2(found.size() == 1, qPrintable(name));
        const QRect rect = list->visualItemRect(found.first());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(list->currentItem(), found.first());
    }

    // Selects the participant, clicks Enter Ballot… and returns the form that opened.
    BallotForm *openBallot(const QString &name)
    {
        select(name);
        QPushButton *button = participants()->ballotButton();
        if (!button->isEnabled()) return nullptr;
        QTest::mouseClick(button, Qt::LeftButton);
        BallotForm *form = controller->ballotForm();
        if (form && !QTest::qWaitForWindowExposed(form)) return nullptr;
        return form;
    }

    // Clicks the radio buttons of `votes` (criteria not named stay as the form set them) and
    // submits.
    static void vote(BallotForm *form, const std::map<std::string, int> &votes)
    {
        for (const auto &[criterion, weight] : votes) {
            QRadioButton *button = form->weightButton(criterion, weight);
            QVERIFY2(button, criterion.c_str());
            QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(6, button->height() / 2));
            QVERIFY2(button->isChecked(), criterion.c_str());
        }
        QPointer<BallotForm> guard(form);
        QTest::mouseClick(form->submitButton(), Qt::LeftButton);
        QTRY_VERIFY(!guard || !guard->isVisible());
    }

    void click(QPushButton *button)
    {
        QVERIFY2(button->isEnabled(), qPrintable(button->objectName()));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    const ad::Assessment &evaluated() const
    {
        window->evaluator()->evaluateNow();
        return window->evaluator()->assessment();
    }
};
