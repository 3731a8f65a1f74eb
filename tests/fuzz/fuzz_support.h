#pragma once
// Shared by the fuzz targets: a check that makes a broken promise a crash (so libFuzzer keeps the
// input), and the embedded catalog, parsed once.
#include "catalog/catalog_io.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#define FUZZ_CHECK(condition)                                                                     \
    do {                                                                                          \
        if (!(condition)) {                                                                       \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);   \
            std::abort();                                                                         \
        }                                                                                         \
    } while (false)

namespace fuzz {

inline const ad::Catalog &embeddedCatalog()
{
    static const ad::CatalogLoad load = ad::loadEmbeddedCatalog();
    return load.catalog;
}

inline std::string text(const unsigned char *data, std::size_t size)
{
    return std::string(reinterpret_cast<const char *>(data), size);
}

} // namespace fuzz
