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

} // namespace ad
