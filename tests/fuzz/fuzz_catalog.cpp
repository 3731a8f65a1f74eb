// Catalog overlays (core/catalog/catalog_io.h): the files of an overlay directory in one input,
// read over the shipped catalog as --catalog DIR and File → Load Catalog Overlay do, then merged
// into it.
//
// Input: the files one after another, each after a line "--- NAME" (e.g. "--- offers.json");
// lines before the first such line are ignored. The seed corpus is made this way from each
// directory of tests/data/catalog (tests/fuzz/CMakeLists.txt).
#include "fuzz_support.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

ad::CatalogFiles splitFiles(std::string_view input)
{
    constexpr std::string_view marker = "--- ";
    ad::CatalogFiles files;
    std::string *current = nullptr;
    while (!input.empty()) {
        const std::size_t end = input.find('\n');
        const std::string_view line = input.substr(0, end == std::string_view::npos ? input.size()
                                                                                    : end + 1);
        input.remove_prefix(line.size());
        if (line.substr(0, marker.size()) == marker) {
            std::string_view name = line.substr(marker.size());
            while (!name.empty() && (name.back() == '\n' || name.back() == '\r'))
                name.remove_suffix(1);
            current = &files[std::string(name)];
            current->clear();
        } else if (current) {
            current->append(line);
        }
    }
    return files;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const ad::Catalog &base = fuzz::embeddedCatalog();
    const ad::CatalogFiles files =
        splitFiles(std::string_view(reinterpret_cast<const char *>(data), size));
    const ad::CatalogLoad overlay = ad::parseCatalog(files, "overlay/", &base);
    if (ad::hasErrors(overlay.diagnostics)) return 0; // the programs refuse such an overlay
    const ad::Catalog merged = ad::mergeCatalogs(base, overlay.catalog);
    FUZZ_CHECK(merged.offers.size() >= base.offers.size());
    return 0;
}
