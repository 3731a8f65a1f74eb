#pragma once
// Pieces shared by the two files of the report's workshop section (reporthtml_workshop.cpp:
// who, weights, disagreement, summary; reporthtml_workshop_people.cpp: rankings, dissent, what
// moved, sealed rounds).
#include "reporthtml.h"
#include "group/workshop_digest.h"

namespace report::workshop {

QString para(const QString &text);
QString num(double value, int decimals);
// "+0.50", "−1.00", "0.00": a change with its direction, a true minus sign.
QString signedNum(double value, int decimals);
QString label(const ad::Workshop &w, const std::string &participantId);  // name or "Participant N"
QString optionName(const Context &ctx, const std::string &optionId);
QString criterion(const Context &ctx, const std::string &id);
QString listed(const QStringList &items);  // "A, B and C"
QString readingOfW(double w);              // "strong agreement"

QString rankingPart(const Context &ctx, const ad::WorkshopDigest &d);
QString dissentPart(const Context &ctx, const ad::WorkshopDigest &d);
QString movedPart(const Context &ctx, const ad::WorkshopDigest &d);
QString sealedPart(const ad::WorkshopDigest &d);

} // namespace report::workshop
