// The sampled trade in words (uncertainty.h, spreadSummary): one author for the How Firm tab and
// the report's "How firm" section.
#include "uncertainty/uncertainty.h"

#include <cmath>

namespace ad {

namespace {

// The options' names as the samples carry them, so the sentence needs nothing but the result.
Arg labelOf(const UncertaintyResult &u, const std::string &id)
{
    for (const OptionSpread &o : u.options)
        if (o.optionId == id) return arg::verbatim(o.label);
    return arg::verbatim(id);
}

// Days until the port pays back; a sample in which it never does reads "never".
Arg paybackDays(double days) { return arg::days(std::isfinite(days) ? days : INFINITY); }

} // namespace

Text spreadSummary(const UncertaintyResult &u)
{
    if (!u.comparable || u.samples == 0) return {};
    Text text;
    text.push_back(msg(QT_TRANSLATE_NOOP("Message", "%1 costs less than %2 in %3 of %4 plausible cases."),
                       {labelOf(u, u.neuronId), labelOf(u, u.gpuId), arg::cases(u.trainiumCheaper),
                        arg::count(double(u.samples))}));
    text.push_back(msg(QT_TRANSLATE_NOOP("Message", "The saving of the Trainium option (negative where the GPU "
                                                    "is cheaper) runs from %1 at the 10th percentile through %2 "
                                                    "to %3 at the 90th."),
                       {arg::money(u.savingP10), arg::money(u.savingP50), arg::money(u.savingP90)}));
    if (u.breakEvenKnown)
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "The port to %1 pays back after %2, %3 and %4 (10th, "
                                                        "50th and 90th percentile) and has paid back by the end "
                                                        "of the horizon in %5 of the cases."),
                           {labelOf(u, u.portedId), paybackDays(u.breakEvenP10), paybackDays(u.breakEvenP50),
                            paybackDays(u.breakEvenP90), arg::cases(u.portPaysBack)}));
    text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Knowing every uncertain input before choosing between the "
                                                    "two would lower the expected cost of the choice by %1 (the "
                                                    "expected value of perfect information)."),
                       {arg::money(u.valueOfInformation)}));
    return text;
}

} // namespace ad
