// Catalog files in, a checked Catalog out: the embedded catalog, an overlay directory, and the
// merge of the two. Entry parsing lives in catalog_entries.cpp, figures in catalog_figures.cpp,
// cross-references in catalog_resolve.cpp.
#include "catalog/catalog_io.h"

#include "catalog/catalog_parse.h"
#include "base/input_limits.h"

#include <cstdint>
#include <filesystem>
#include <unordered_map>

namespace ad {

// Generated from catalog/ by cmake/EmbedFiles.cmake.
const std::map<std::string, std::string> &embeddedCatalogTexts();

namespace {

using namespace catalog_detail;

using FileReader = void (*)(JsonReader &, const Json &, ParsedCatalog &);

FileReader readerFor(const std::string &name)
{
    static const std::map<std::string, FileReader> readers = {
        {"sources.json", readSources},     {"accelerators.json", readAccelerators},
        {"offers.json", readOffers},       {"measurements.json", readMeasurements},
        {"porting.json", readPorting},     {"criteria.json", readCriteria},
        {"profiles.json", readProfiles},   {"models.json", readModels},
        {"instances.json", readInstanceTypes}};
    const auto it = readers.find(name);
    return it == readers.end() ? nullptr : it->second;
}

template <typename T>
void mergeById(std::vector<T> &base, const std::vector<T> &overlay, bool markOverlay)
{
    // Positions by id: a search of the list per overlay entry made the merge quadratic.
    std::unordered_map<std::string, std::size_t> at;
    at.reserve(base.size() + overlay.size());
    for (std::size_t i = 0; i < base.size(); ++i) at.emplace(base[i].id, i);
    for (const auto &item : overlay) {
        T copy = item;
        if constexpr (requires { copy.fromOverlay; }) {
            if (markOverlay) copy.fromOverlay = true;
        }
        if (const auto found = at.find(copy.id); found != at.end()) {
            base[found->second] = std::move(copy);
        } else {
            at.emplace(copy.id, base.size());
            base.push_back(std::move(copy));
        }
    }
}

} // namespace

const std::vector<std::string> &catalogFileNames()
{
    // Sources first: a reader sees them in messages in the order people fix them.
    static const std::vector<std::string> names = {
        "sources.json", "accelerators.json", "offers.json",  "measurements.json",
        "porting.json", "criteria.json",     "profiles.json", "models.json",
        "instances.json"};
    return names;
}

CatalogLoad parseCatalog(const CatalogFiles &files, const std::string &label, const Catalog *base)
{
    CatalogLoad load;
    ParsedCatalog parsed;
    for (const auto &[name, text] : files) {
        if (!readerFor(name))
            addDiagnostic(load.diagnostics,
                          {Severity::Warning, label + name, "",
                           msg(QT_TRANSLATE_NOOP("Message", "not a catalog file name, ignored; the known "
                                                            "names are sources.json, accelerators.json, "
                                                            "offers.json, measurements.json, "
                                                            "porting.json, criteria.json, "
                                                            "profiles.json, models.json and "
                                                            "instances.json"))});
    }
    for (const auto &name : catalogFileNames()) {
        const auto it = files.find(name);
        if (it == files.end()) continue;
        JsonReader reader(label + name, load.diagnostics);
        const auto root = reader.parse(it->second);
        if (!root || !reader.checkSchemaVersion(*root, catalogSchemaVersion)) continue;
        try {
            readerFor(name)(reader, *root, parsed);
        } catch (const std::exception &e) {
            // The readers check types before every access, so this is a bug, not bad input;
            // still, a damaged file must never take the application down.
            reader.error("", msg(QT_TRANSLATE_NOOP("Message", "could not be read: %1"),
                                 {arg::verbatim(e.what())}));
        }
    }
    load.catalog = resolveCatalog(std::move(parsed), base, load.diagnostics);
    return load;
}

CatalogLoad loadCatalogDirectory(const std::string &directory, const Catalog *base)
{
    namespace fs = std::filesystem;
    CatalogLoad load;
    std::error_code ec;
    const fs::path dir(directory);
    if (!fs::exists(dir, ec)) {
        addDiagnostic(load.diagnostics,
                      {Severity::Error, directory, "", msg(QT_TRANSLATE_NOOP("Message", "the catalog directory does not exist"))});
        return load;
    }
    if (!fs::is_directory(dir, ec)) {
        addDiagnostic(load.diagnostics, {Severity::Error, directory, "",
                                         msg(QT_TRANSLATE_NOOP("Message", "is not a directory; a catalog "
                                                                              "overlay is a directory of "
                                                                              "JSON files"))});
        return load;
    }
    std::string label = directory;
    if (!label.empty() && label.back() != '/') label += '/';

    Diagnostics readProblems;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const auto name = it->path().filename().string();
        if (it->path().extension() == ".json" && !readerFor(name))
            addDiagnostic(readProblems, {Severity::Warning, label + name, "",
                                         msg(QT_TRANSLATE_NOOP("Message", "not a catalog file name, ignored; "
                                                                              "the known names are listed in "
                                                                              "docs/catalog-format.md"))});
    }
    if (ec)
        addDiagnostic(readProblems, {Severity::Error, directory, "",
                                     msg(QT_TRANSLATE_NOOP("Message", "cannot list the directory: %1"),
                                         {arg::verbatim(ec.message())})});

    CatalogFiles files;
    for (const auto &name : catalogFileNames()) {
        const fs::path path = dir / name;
        if (!fs::exists(path, ec)) continue;
        Diagnostics problems;
        auto text = readTextFile(path.string(), limits::catalogFileBytes,
                                 msg(QT_TRANSLATE_NOOP("Message", "catalog file")), problems);
        if (!text) {
            // Named as the overlay's file, like every other message about it.
            for (auto &d : problems) {
                d.file = label + name;
                addDiagnostic(readProblems, d);
            }
            continue;
        }
        files[name] = std::move(*text);
    }
    load = parseCatalog(files, label, base);
    load.diagnostics.insert(load.diagnostics.begin(), readProblems.begin(), readProblems.end());
    return load;
}

Catalog mergeCatalogs(const Catalog &base, const Catalog &overlay)
{
    Catalog merged = base;
    mergeById(merged.sources, overlay.sources, true);
    mergeById(merged.accelerators, overlay.accelerators, true);
    mergeById(merged.offers, overlay.offers, true);
    mergeById(merged.instanceTypes, overlay.instanceTypes, true);
    mergeById(merged.measurements, overlay.measurements, true);
    mergeById(merged.criteria, overlay.criteria, true);
    mergeById(merged.groups, overlay.groups, true);
    mergeById(merged.profiles, overlay.profiles, true);
    mergeById(merged.models, overlay.models, true);
    // Porting data is one table each; an overlay that gives a table gives all of it.
    const PortingData &p = overlay.porting;
    if (!p.baseEfforts.empty()) merged.porting.baseEfforts = p.baseEfforts;
    if (!p.components.empty()) merged.porting.components = p.components;
    if (p.maintenanceDaysLow.known()) merged.porting.maintenanceDaysLow = p.maintenanceDaysLow;
    if (p.maintenanceDaysHigh.known()) merged.porting.maintenanceDaysHigh = p.maintenanceDaysHigh;
    if (p.releasesPerYear.known()) merged.porting.releasesPerYear = p.releasesPerYear;
    return merged;
}

const CatalogFiles &embeddedCatalogFiles() { return embeddedCatalogTexts(); }

CatalogLoad loadEmbeddedCatalog()
{
    // The embedded text never changes while the program runs; parse it once.
    static const CatalogLoad load = parseCatalog(embeddedCatalogFiles(), "catalog/");
    return load;
}

std::string catalogFingerprint(const CatalogFiles &files)
{
    // FNV-1a, 64 bit, over name, length and content of each file in name order (std::map
    // order), so the digest changes with any edit and never with the order files were read.
    std::uint64_t hash = 0xcbf29ce484222325ull;
    auto feed = [&hash](const std::string &bytes) {
        for (unsigned char c : bytes) {
            hash ^= c;
            hash *= 0x100000001b3ull;
        }
    };
    for (const auto &[name, text] : files) {
        feed(name);
        feed(std::string(1, '\0') + std::to_string(text.size()) + '\0');
        feed(text);
    }
    static const char hex[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i) {
        out[static_cast<std::size_t>(i)] = hex[hash & 0xf];
        hash >>= 4;
    }
    return out;
}

} // namespace ad
