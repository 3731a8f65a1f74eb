// Risks and caveats: where the figures are weakest and what the choice commits the team to.
#include "reporthtml.h"
#include "assessment/figures_used.h"
#include "reportfigures.h"

#include "views/messagetext.h"
#include "views/viewformat.h"

#include <algorithm>
#include <map>
#include <set>

namespace report {

namespace {

QString para(const QString &text) { return QStringLiteral("<p>%1</p>").arg(text); }

QString kindCounts(const std::vector<ad::FigureUse> &figures)
{
    auto counts = ad::countByKind(figures);
    // The team's own benchmarks, counted apart: they are neither claims nor someone else's test.
    const QString own = counts[ad::FigureKind::Own] == 0
        ? QString()
        : QStringLiteral(" ")
            + (counts[ad::FigureKind::Own] == 1
                   ? tr("One of them is your own measurement.")
                   : tr("%1 of them are your own measurements.").arg(counts[ad::FigureKind::Own]));
    return tr("Of the %1 catalog figures behind the options compared (listed in the appendix), "
              "%2 are vendor claims, %3 independent measurements, %4 derived from other figures "
              "and %5 estimates.")
        .arg(figures.size())
        .arg(counts[ad::FigureKind::Vendor])
        .arg(counts[ad::FigureKind::Independent])
        .arg(counts[ad::FigureKind::Derived])
        .arg(counts[ad::FigureKind::Estimate]) + own;
}

QString vendorSection(const Context &ctx, const std::vector<ad::FigureUse> &figures)
{
    const ad::Assessment &a = ctx.assessment;
    const std::set<std::string> top = {a.decision.winner, a.decision.runnerUp};
    HtmlTable table({tr("Subject"), tr("Figure"), tr("Value"), tr("Source"), tr("Date")},
                    {false, false, true, false, false}, {22, 24, 20, 22, 12});
    for (const ad::FigureUse &use : figures) {
        const ad::UsedFigure &f = use.figure;
        const ad::Statement &st = f.statement;
        if (st.provenance.kind != ad::FigureKind::Vendor) continue;
        const bool feedsTop = std::any_of(use.optionIds.begin(), use.optionIds.end(),
                                          [&](const std::string &id) { return top.count(id) > 0; });
        if (!feedsTop) continue;
        table.addRow({esc(views::text(f.subject)), esc(views::text(f.what)), esc(quotedValue(st)),
                      esc(st.provenance.source), esc(st.provenance.date)});
    }
    QString html = para(esc(kindCounts(figures)));
    if (table.empty()) {
        html += para(tr("No vendor claim feeds the two leading options."));
    } else {
        html += para(tr("A vendor's figure states what the hardware can do at best; real "
                        "workloads usually get less. These vendor figures feed the two leading "
                        "options:"));
        html += table.html();
    }
    std::set<std::string> claims;
    for (const ad::OptionAssessment *o : a.decisionOptions())
        for (const auto &flag : o->flags)
            if (flag.level == ad::FlagLevel::VendorClaim)
                claims.insert((views::text(flag.subject) + QStringLiteral(": ") + views::text(flag.message)).toStdString());
    if (!claims.empty()) {
        html
            += para(tr("Throughput taken from a vendor's own benchmark:")) + QStringLiteral("<ul>");
        for (const auto &c : claims) html += QStringLiteral("<li>%1</li>").arg(esc(c));
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString stackName(ad::SoftwareStack stack)
{
    switch (stack) {
    case ad::SoftwareStack::Cuda: return tr("CUDA");
    case ad::SoftwareStack::Neuron: return tr("Neuron SDK");
    case ad::SoftwareStack::Xla: return tr("XLA");
    case ad::SoftwareStack::Synapse: return tr("SynapseAI");
    }
    return {};
}

QString flagTable(const std::vector<const ad::Flag *> &flags)
{
    HtmlTable table({tr("About"), tr("What the sources say")}, {false, false}, {30, 70});
    for (const ad::Flag *f : flags) table.addRow({esc(f->subject), esc(f->message)});
    return table.html();
}

QString plausibilitySection(const ad::Assessment &a)
{
    HtmlTable table({tr("Verdict"), tr("Published figure"), tr("Why")}, {false, false, false},
                    {12, 26, 62});
    int impossible = 0, suspicious = 0;
    for (const auto &c : a.checks) {
        if (c.level != ad::FlagLevel::Impossible && c.level != ad::FlagLevel::Suspicious) continue;
        (c.level == ad::FlagLevel::Impossible ? impossible : suspicious) += 1;
        table.addRow({views::flagLevelName(c.level), esc(c.measurementId), views::text(c.message).toHtmlEscaped()});
    }
    if (table.empty())
        return para(tr("Every published measurement in the catalog passes the plausibility "
                       "check."));
    return para(tr("Each published throughput or cost claim is recomputed from the chip's peak "
                   "compute and bandwidth. %1 claims need more than the chip can deliver and %2 "
                   "are well above what real runs reach. None of them is used to compute the "
                   "costs in this report; they are listed because the sources quote them.")
                    .arg(impossible)
                    .arg(suspicious))
        + table.html();
}

QString portingSection(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::Team &t = a.scenario.team;
    const ad::OptionAssessment *port = a.option(a.bestNeuronId);
    if (!port || !port->needsPort)
        return para(tr("None of the leading options needs a port: the team keeps its current "
                       "software stack."));
    QString html = para(
        esc(tr("Moving to %1 means porting the model and its serving stack to the Neuron SDK. "
               "The estimate is %2 weeks for %3 at %4 an hour, %5, then %6 a year to keep up "
               "with SDK releases.")
                .arg(qs(port->label), views::number(port->portingWeeks.value, 1),
                     plural(t.engineers, "engineer", "engineers"), views::usd(t.hourlyRateUsd),
                     port->portingCost.known() ? views::usd(port->portingCost.value)
                                               : tr("cost unknown"),
                     port->maintenanceCostPerYear.known()
                         ? views::usd(port->maintenanceCostPerYear.value)
                         : tr("an unknown amount"))));
    QStringList risks;
    if (t.portingWeeksOverride > 0)
        risks << tr("The porting time is the team's own estimate, not the catalog's.");
    else
        risks << tr("Porting times are estimates from the source articles (kind \"estimate\"), "
                    "the midpoint of a range; a first port often takes longer.");
    if (t.neuronExperience == ad::NeuronExperience::None)
        risks << tr("The team has no Neuron experience yet, which the estimate already reflects "
                    "but which also makes it less certain.");
    if (t.modelSupport != ad::ModelSupport::Supported)
        risks << tr("The model is not supported by Neuron as is (%1): custom operators will need "
                    "writing.")
                     .arg(t.modelSupport == ad::ModelSupport::Novel ? tr("novel architecture")
                                                                : tr("custom attention"));
    if (!t.cudaComponents.empty())
        risks << tr("The stack has %1 that must be replaced or rewritten for Neuron.")
                     .arg(plural(int(t.cudaComponents.size()), "CUDA-only component",
                                 "CUDA-only components"));
    if (a.scenario.strategy.deadlineWeeks > 0)
        risks << tr("A deadline of %1 weeks applies; options whose port takes longer are knocked "
                    "out.").arg(views::number(a.scenario.strategy.deadlineWeeks, 0));
    html += QStringLiteral("<ul>");
    for (const auto &r : risks) html += QStringLiteral("<li>%1</li>").arg(esc(r));
    return html + QStringLiteral("</ul>");
}

QString lockInSection(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    std::map<std::string, const ad::Accelerator *> chips;
    for (const ad::OptionAssessment *o : a.decisionOptions())
        if (const ad::Accelerator *acc = ctx.catalog.accelerator(o->acceleratorId))
            chips[acc->id] = acc;
    HtmlTable table({tr("Chip"), tr("Software stack"), tr("Where it can be rented")},
                    {false, false, false}, {30, 20, 50});
    bool awsOnly = false;
    for (const auto &[id, acc] : chips) {
        QStringList clouds;
        for (const auto &c : acc->clouds) clouds << qs(ad::cloudName(c));
        awsOnly = awsOnly || (acc->clouds.size() == 1 && acc->clouds.front() == "aws");
        table.addRow(
            {esc(acc->name), stackName(acc->stack),
             clouds.isEmpty() ? tr("not stated") : esc(clouds.join(QStringLiteral(", ")))});
    }
    QString html = para(tr("A chip rented from one cloud only ties the workload to that "
                           "provider's prices and capacity; code written for the Neuron SDK "
                           "runs on AWS silicon only, and leaving later means porting back. "
                           "CUDA code moves between GPU clouds without a port."));
    if (awsOnly && a.scenario.strategy.multiCloudRequired)
        html += para(tr("This scenario requires more than one cloud, so AWS-only chips are "
                        "knocked out of the decision."));
    return html + table.html();
}

} // namespace

QString risksHtml(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Risks and caveats"));
    const auto figures = figuresUsed(a);

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Vendor claims"));
    html += vendorSection(ctx, figures);

    std::vector<const ad::Flag *> conflicts, units;
    for (const auto &f : a.flags) {
        if (f.level == ad::FlagLevel::Conflict) conflicts.push_back(&f);
        if (f.level == ad::FlagLevel::UnitMismatch) units.push_back(&f);
    }
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Sources that disagree"));
    if (conflicts.empty()) {
        html += para(tr("No two sources disagree on a figure the catalog holds."));
    } else {
        html += para(tr("Where sources disagree, the catalog keeps every statement and the model "
                        "uses the one marked as default. The answer could move if another one "
                        "is right."));
        html += flagTable(conflicts);
    }
    if (!units.empty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Prices quoted on different bases"));
        html += para(tr("Prices quoted per instance, per chip or per NeuronCore are comparable "
                        "only after conversion to a chip-hour. These prices differ enough to "
                        "suggest a unit was mixed up at the source:"));
        html += flagTable(units);
    }

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Implausible published figures"));
    html += plausibilitySection(a);

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Porting risk"));
    html += portingSection(ctx);

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Lock-in"));
    html += lockInSection(ctx);
    return html;
}

} // namespace report
