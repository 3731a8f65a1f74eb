#include "model/quantity.h"

namespace ad {

const char *toString(Method method)
{
    switch (method) {
    case Method::Input: return "input";
    case Method::Catalog: return "catalog";
    case Method::Measurement: return "measurement";
    case Method::Roofline: return "roofline estimate";
    case Method::FirstPrinciples: return "first principles";
    case Method::Derived: return "derived";
    case Method::Unknown: return "unknown";
    }
    return "unknown";
}

SharedList<Term> termList(std::initializer_list<TermSpec> specs, std::size_t room)
{
    SharedList<Term> terms;
    terms.reserve(specs.size() + room);
    for (const TermSpec &spec : specs) terms.emplace_back(spec.name, spec.value, spec.unit);
    return terms;
}

Quantity known(double value, std::string unit, Explanation how)
{
    return Quantity{value, std::move(unit), std::move(how)};
}

Quantity unknown(std::string unit, Clauses why)
{
    Quantity q;
    q.unit = std::move(unit);
    q.how.method = Method::Unknown;
    q.how.note = std::move(why);
    return q;
}

Quantity unknown(std::string unit, Template why)
{
    Clauses text;
    text.push_back(msg(why));
    return unknown(std::move(unit), std::move(text));
}

} // namespace ad
