#pragma once
// Internals of the catalog loader, shared by its source files; not part of the core's API.
// Entries are read file by file, then their references to other entries (which may live in a
// later file or in the base catalog) are resolved in one pass, so the file order never matters.
#include "catalog/catalog.h"
#include "base/json_reader.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ad::catalog_detail {

// What a figure measures: decides the units it accepts, their conversion and plausible range.
enum class Quantity {
    Compute, Memory, Bandwidth, Power, Count, PerYear, Price, Throughput, Fraction, Money,
    Weeks, Days, Year, Score10
};

struct Ref {
    enum class Kind { Source, Accelerator, Model, Criterion, ProfileCriterion, Group };
    Kind kind = Kind::Source;
    std::string id;
    std::string pointer; // where the reference is written
};
using Refs = std::vector<Ref>;

template <typename T>
struct Entry {
    T value;
    std::string file;    // as it appears in diagnostics
    std::string pointer; // of the entry itself ("/offers/3")
    Refs refs;
};

struct Maintenance {
    Figure daysLow, daysHigh, releasesPerYear;
};

struct ParsedCatalog {
    std::vector<Entry<Source>> sources;
    std::vector<Entry<Accelerator>> accelerators;
    std::vector<Entry<Offer>> offers;
    std::vector<Entry<InstanceType>> instanceTypes;
    std::vector<Entry<Measurement>> measurements;
    std::vector<Entry<PortingEffort>> baseEfforts;
    std::vector<Entry<PortingComponent>> components;
    std::optional<Entry<Maintenance>> maintenance;
    std::vector<Entry<Criterion>> criteria;
    std::vector<Entry<CriterionGroup>> groups;
    std::vector<Entry<Profile>> profiles;
    std::vector<Entry<ModelShape>> models;
    // Ids of entries dropped for their own errors, so a reference to one can say so.
    std::set<std::string> droppedAccelerators, droppedModels, droppedCriteria, droppedSources,
        droppedGroups;
};

// Figures ------------------------------------------------------------------------------------

// Reads a figure in either form (one object, or an array of conflicting statements). Reports
// every problem and returns nullopt if there was any. Source ids are appended to `refs`.
std::optional<Figure> readFigure(JsonReader &reader, const Json &value, const std::string &pointer,
                                 Quantity quantity, Refs &refs);
// The same for object[key]; a missing optional figure yields an empty (unknown) Figure.
std::optional<Figure> readFigureField(JsonReader &reader, const Json &object,
                                      const std::string &pointer, const char *key,
                                      Quantity quantity, bool required, Refs &refs);
// source/date/kind/note of a figure-like object (interconnect text, figures themselves).
bool readProvenance(JsonReader &reader, const Json &object, const std::string &pointer,
                    Provenance &out, Refs &refs);
bool isValidDate(const std::string &text);
std::string acceptedUnits(Quantity quantity); // "GB, GiB" for messages

// Entries, one function per file ------------------------------------------------------------

void readSources(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readAccelerators(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readOffers(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readInstanceTypes(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readMeasurements(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readPorting(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readCriteria(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readProfiles(JsonReader &reader, const Json &root, ParsedCatalog &out);
void readModels(JsonReader &reader, const Json &root, ParsedCatalog &out);

// Reads an enumerated string field; unknown values are errors that list the accepted ones.
std::optional<std::string> readEnum(JsonReader &reader, const Json &object,
                                    const std::string &pointer, const char *key, bool required,
                                    std::initializer_list<const char *> accepted);

// Checks references against the parsed entries and `base`, drops entries whose references do
// not resolve, and moves the survivors into a Catalog.
Catalog resolveCatalog(ParsedCatalog parsed, const Catalog *base, Diagnostics &out);

} // namespace ad::catalog_detail
