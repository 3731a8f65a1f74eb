// Price feeds: rows written here in SkyPilot's, gpuhunt's and the AWS Price List's formats become
// offers through the instance table; unknown instance types are skipped, placeholders and
// impossible prices refused, large moves held back, and the overlay written from them loads
// (core/inputs/price_import.h).
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "assessment/checks.h"
#include "base/json_reader.h"
#include "base/number_format.h"
#include "inputs/measurement_import.h"
#include "inputs/price_import.h"
#include "inputs/price_snapshot.h"
#include "model/pricing.h"
#include "scenario/scenario_io.h"
#include "group/workshop.h"

#include <QtTest>

#include <clocale>
#include <cmath>
#include <set>

using namespace ad;

namespace {

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

// The shipped catalog with an overlay given as file texts.
Catalog withOverlay(const CatalogFiles &files)
{
    const CatalogLoad load = parseCatalog(files, "overlay/", &shipped());
    for (const auto &d : load.diagnostics)
        if (d.severity == Severity::Error) qWarning("%s", d.toString().c_str());
    return mergeCatalogs(shipped(), load.catalog);
}

// A Lambda 8×H100 instance in the table, as a user's overlay would add it.
const Catalog &withLambda()
{
    static const Catalog catalog = withOverlay(
        {{"sources.json", R"({"schema_version": 1, "sources": [
            {"id": "lambda-test", "title": "Lambda instance types", "publisher": "Lambda",
             "date": "2026-11-01"}]})"},
         {"instances.json", R"({"schema_version": 1, "instances": [
            {"id": "lambda-gpu_8x_h100_sxm5", "provider": "Lambda", "instance": "gpu_8x_h100_sxm5",
             "accelerator": "h100",
             "chips": {"value": 8, "unit": "count", "source": "lambda-test", "date": "2026-11-01",
                       "kind": "vendor"},
             "max_chips_per_order": {"value": 8, "unit": "count", "source": "lambda-test",
                                     "date": "2026-11-01", "kind": "estimate"}}]})"}});
    return catalog;
}

// SkyPilot's AWS vms.csv header, in the order catalogs/v7/aws/vms.csv has it.
const char *skypilotHeader =
    "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,"
    "AvailabilityZone\n";

std::string gpuInfo(const char *name, int count)
{
    return "\"{'Gpus': [{'Name': '" + std::string(name) + "', 'Manufacturer': 'NVIDIA', 'Count': "
           + std::to_string(count) + ".0, 'MemoryInfo': {'SizeInMiB': 81920}}], "
           "'TotalGpuMemoryInMiB': 655360}\"";
}

PriceFile file(const std::string &name, const std::string &text)
{
    return {name, text, "2026-11-26"};
}

const PriceChange *changeOf(const PriceImport &import, const std::string &offerId, PricingModel model)
{
    for (const auto &c : import.changes)
        if (c.offerId == offerId && c.model == model && c.kind != PriceChange::Kind::NotListed) return &c;
    return nullptr;
}

const Offer *offerOf(const PriceImport &import, const std::string &id)
{
    for (const auto &o : import.offers)
        if (o.id == id) return &o;
    return nullptr;
}

bool mentions(const Diagnostics &diagnostics, Severity severity, const std::string &file,
              const std::string &where, const std::string &text)
{
    for (const auto &d : diagnostics)
        if (d.severity == severity && d.file == file && d.pointer == where
            && ad::write(d.message).find(text) != std::string::npos)
            return true;
    return false;
}

// The AWS offer file's layout, one product per (sku, instance, region, os, price).
struct AwsProduct {
    std::string sku, instance, region, os;
    std::string usd;
};

std::string awsOfferFile(const std::vector<AwsProduct> &products)
{
    Json root = {{"formatVersion", "v1.0"}, {"disclaimer", "test"}, {"offerCode", "AmazonEC2"},
                 {"version", "20261120153000"}, {"publicationDate", "2026-11-20T15:30:00Z"},
                 {"products", Json::object()}, {"terms", {{"OnDemand", Json::object()}}}};
    for (const auto &p : products) {
        root["products"][p.sku] = {
            {"sku", p.sku},
            {"productFamily", "Compute Instance"},
            {"attributes",
             {{"servicecode", "AmazonEC2"}, {"location", "US East (N. Virginia)"},
              {"locationType", "AWS Region"}, {"instanceType", p.instance}, {"regionCode", p.region},
              {"tenancy", "Shared"}, {"operatingSystem", p.os}, {"licenseModel", "No License required"},
              {"usagetype", "BoxUsage"}, {"operation", "RunInstances"}, {"capacitystatus", "Used"},
              {"preInstalledSw", "NA"}}}};
        const std::string term = p.sku + ".JRTCKXETXF";
        const std::string rate = term + ".6YS6EN2CT7";
        root["terms"]["OnDemand"][p.sku][term] = {
            {"offerTermCode", "JRTCKXETXF"},
            {"sku", p.sku},
            {"effectiveDate", "2026-11-01T00:00:00Z"},
            {"priceDimensions",
             {{rate,
               {{"rateCode", rate}, {"description", "test"}, {"beginRange", "0"}, {"endRange", "Inf"},
                {"unit", "Hrs"}, {"pricePerUnit", {{"USD", p.usd}}}, {"appliesTo", Json::array()}}}}},
            {"termAttributes", Json::object()}};
    }
    return root.dump(2);
}

double shippedPerChip(const std::string &offerId, PricingModel model)
{
    const Offer *offer = shipped().offer(offerId);
    bool offered = false;
    return pricePerChipHour(*offer, *shipped().accelerator(offer->acceleratorId), model, &offered).value;
}

} // namespace

class TestPriceImport : public QObject {
    Q_OBJECT
private slots:
    void instanceTableShipped();
    void detectsFormats();
    void skypilotRows();
    void skypilotMachineAndChipRows();
    void shippedMarketOffersRefresh_data();
    void shippedMarketOffersRefresh();
    void gpuhuntRows();
    void awsPriceListRows();
    void awsPriceCutPasses();
    void placeholdersRefused_data();
    void placeholdersRefused();
    void driftHeldUntilAccepted();
    void offersNoLongerListed();
    void regionFilter();
    void badFiles_data();
    void badFiles();
    void numbersIgnoreLocale();
    void overlayLoadsWithImportedPrices();
    void priceAges();
    void savedPricesRoundTrip();
    void savedPricesComparedAndKept();
    void savedPricesBadEntry();
};

void TestPriceImport::instanceTableShipped()
{
    // The table holds every AWS instance type the shipped offers sell, with the offers' chips.
    for (const Offer &o : shipped().offers) {
        if (o.provider != "AWS" || o.region.empty() || o.instance.find(' ') != std::string::npos
            || o.instance == "trn3-ultra")
            continue;
        const InstanceType *t = shipped().instanceType("aws", o.instance);
        QVERIFY2(t, o.instance.c_str());
        QCOMPARE(t->acceleratorId, o.acceleratorId);
        QCOMPARE(t->chips.value(), o.chips.value());
    }
    QVERIFY(!shipped().instanceType("aws", "g6.xlarge"));
    QVERIFY(!shipped().instanceType("gcp", "p5.48xlarge"));
}

void TestPriceImport::detectsFormats()
{
    QCOMPARE(detectPriceFormat(std::string(skypilotHeader) + "p5.48xlarge,H100,8,192,2048,,55.04,,us-east-1,use1-az1\n"),
             std::optional(PriceFormat::SkyPilot));
    QCOMPARE(detectPriceFormat("instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"),
             std::optional(PriceFormat::Gpuhunt));
    QCOMPARE(detectPriceFormat(awsOfferFile({})), std::optional(PriceFormat::AwsPriceList));
    QCOMPARE(detectPriceFormat("model,chip,batch\n"), std::nullopt);
}

void TestPriceImport::skypilotRows()
{
    const std::string text = std::string(skypilotHeader)
        + "m5.large,,,2.0,8.0,,0.096,0.035,us-east-1,use1-az1\n"
        + "p5.48xlarge,H100,8,192.0,2048.0," + gpuInfo("H100", 8) + ",55.04,20.10,us-east-1,use1-az1\n"
        + "p5.48xlarge,H100,8,192.0,2048.0," + gpuInfo("H100", 8) + ",55.04,18.70,us-east-1,use1-az2\n"
        + "p5en.48xlarge,H200,8,192.0,2048.0," + gpuInfo("H200", 8) + ",,22.40,us-east-1,use1-az1\n"
        + "g6.xlarge,L4,1,4.0,16.0," + gpuInfo("L4", 1) + ",0.8048,0.31,us-east-1,use1-az1\n";
    const std::string name = "catalogs/v7/aws/vms.csv";
    const PriceImport import = importPriceFiles({file(name, text)}, {}, shipped());
    QVERIFY(import.ok());

    // On-demand as the catalog has it; spot the lowest of the two zones.
    const PriceChange *od = changeOf(import, "aws-p5.48xlarge", PricingModel::OnDemand);
    QVERIFY(od);
    QCOMPARE(od->kind, PriceChange::Kind::Unchanged);
    const PriceChange *spot = changeOf(import, "aws-p5.48xlarge", PricingModel::Spot);
    QVERIFY(spot);
    QCOMPARE(spot->newPerChip, 18.70 / 8);
    const Offer *p5 = offerOf(import, "aws-p5.48xlarge");
    QVERIFY(p5);
    const Statement &s = p5->prices.at(PricingModel::Spot).chosen();
    QCOMPARE(s.quotedValue, 18.70);
    QCOMPARE(s.quotedUnit, std::string("USD/instance-hour"));
    QCOMPARE(s.provenance.kind, FigureKind::Vendor);
    QCOMPARE(s.provenance.date, std::string("2026-11-26")); // the file's date, as passed
    QVERIFY(s.provenance.note.find("2 zones") != std::string::npos);
    // The other prices of the catalog's offer stay.
    QCOMPARE(p5->prices.count(PricingModel::Commit1y), std::size_t(1));
    QCOMPARE(p5->prices.at(PricingModel::Commit1y), shipped().offer("aws-p5.48xlarge")->prices.at(PricingModel::Commit1y));

    // An empty Price is "not sold", never 0.
    const Offer *p5en = offerOf(import, "aws-p5en.48xlarge");
    QVERIFY(p5en);
    QVERIFY(!p5en->prices.at(PricingModel::OnDemand).chosen().offered);
    QCOMPARE(changeOf(import, "aws-p5en.48xlarge", PricingModel::OnDemand)->kind, PriceChange::Kind::NotSold);

    // The L4 instance is not in the table: skipped and named; the CPU instance is not a chip.
    QCOMPARE(import.skipped.size(), std::size_t(1));
    QVERIFY(import.skipped.front().find("g6.xlarge") != std::string::npos);
    QVERIFY(import.skipped.front().find("line 6") != std::string::npos);
    QCOMPARE(import.sources.size(), std::size_t(1));
    QCOMPARE(import.sources.front().id, std::string("prices-skypilot-aws-2026-11-26"));
}

void TestPriceImport::skypilotMachineAndChipRows()
{
    // GCP's file as skypilot-catalog writes it: the A3/A4 machine rows name no accelerator, and a
    // row without an instance type prices the machine's 8 GPUs in the same zone.
    const std::string header = "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,"
                               "Region,AvailabilityZone,Price,SpotPrice\n";
    const std::string gpus = "{'Gpus': [{'MemoryInfo': {'SizeInMiB': 81920}}]}";
    const std::string text = header
        + "a3-highgpu-8g,208.0,1872.0,,,,us-east4,us-east4-a,9.46006,2.15966\n"     // line 2
        + "a3-highgpu-8g,208.0,1872.0,,,,us-east4,us-east4-b,9.46006,2.15966\n"     // line 3
        + "a4-highgpu-8g,224.0,3968.0,,,,us-east4,us-east4-b,0.0,0.0\n"             // line 4
        + "n4-standard-2,2.0,8.0,,,,us-east4,us-east4-a,0.0907,0.03576\n"           // line 5
        + "a3-ultragpu-8g,224.0,2952.0,,,,us-central1,us-central1-b,12.266,3.74713\n" // line 6
        + ",,,H100,8," + gpus + ",us-east4,us-east4-a,78.37241,17.8848\n"          // line 7
        + ",,,H100,8," + gpus + ",us-east4,us-east4-b,78.37241,17.0\n"             // line 8
        + ",,,B200,8," + gpus + ",us-east4,us-east4-b,64.44,32.6064\n"             // line 9
        + ",,,tpu-v5p-8,1,tpu-v5p-8,us-east5,us-east5-a,33.6,10.0\n";              // line 10
    const std::string name = "catalogs/v8/gcp/vms.csv";
    const PriceImport import = importPriceFiles({file(name, text)}, {}, shipped());
    QVERIFY(import.ok());

    // The instance price is the machine's plus its GPUs', per zone; spot the lowest zone's sum.
    const PriceChange *od = changeOf(import, "gcp-a3-highgpu-8g-us-east4", PricingModel::OnDemand);
    QVERIFY(od);
    QCOMPARE(od->newPerChip, (9.46006 + 78.37241) / 8);
    QCOMPARE(od->line, std::string("line 2 + line 7"));
    const PriceChange *spot = changeOf(import, "gcp-a3-highgpu-8g-us-east4", PricingModel::Spot);
    QVERIFY(spot);
    QCOMPARE(spot->kind, PriceChange::Kind::Changed);
    QCOMPARE(spot->newPerChip, (2.15966 + 17.0) / 8);
    const Offer *a3 = offerOf(import, "gcp-a3-highgpu-8g-us-east4");
    QVERIFY(a3);
    QVERIFY(a3->prices.at(PricingModel::Spot).chosen().provenance.note.find("line 3 + line 8")
            != std::string::npos);

    // A machine priced 0.0 (SkyPilot's mark for a price it lacks) forms no instance price.
    QVERIFY(!changeOf(import, "gcp-a4-highgpu-8g-us-east4", PricingModel::OnDemand));
    QVERIFY(!changeOf(import, "gcp-a4-highgpu-8g-us-east4", PricingModel::Spot));
    QVERIFY(mentions(import.diagnostics, Severity::Warning, name, "line 4 + line 9", "placeholder"));
    // A machine whose GPUs have no row in its zone is skipped with a warning.
    QVERIFY(mentions(import.diagnostics, Severity::Warning, name, "line 6", "no row pricing its 8 H200"));
    QVERIFY(!changeOf(import, "gcp-a3-ultragpu-8g-us-central1", PricingModel::OnDemand));
    // CPU machines and TPU rows are neither offers nor skipped instance types.
    QVERIFY(import.skipped.empty());
}

void TestPriceImport::shippedMarketOffersRefresh_data()
{
    // A file row for each shipped market offer the instance table can refresh, at the offer's own
    // price: the import finds the shipped offer by provider, instance and region, so it updates
    // that offer instead of adding a second one.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("offerId");
    QTest::addColumn<QString>("row");
    QTest::addColumn<double>("perChip");
    const std::string lambdaInfo = gpuInfo("H100", 8);
    QTest::newRow("Lambda H100") << "catalogs/v8/lambda/vms.csv" << "lambda-gpu_8x_h100_sxm5-us-east-1"
        << QString::fromStdString("gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,31.92,us-east-1," + lambdaInfo + ",")
        << 31.92 / 8;
    QTest::newRow("Lambda B200") << "catalogs/v8/lambda/vms.csv" << "lambda-gpu_8x_b200_sxm6-us-east-1"
        << QString::fromStdString("gpu_8x_b200_sxm6,B200,8.0,208.0,2900.0,53.52,us-east-1,"
                                  + gpuInfo("B200", 8) + ",")
        << 53.52 / 8;
    QTest::newRow("RunPod H200") << "catalogs/v8/runpod/vms.csv" << "runpod-8x_h200-sxm_secure-us"
        << QStringLiteral("8x_H200-SXM_SECURE,H200-SXM,8.0,96.0,1504.0,US,36.72,36.72,US-TX-1,x")
        << 36.72 / 8;
    QTest::newRow("Azure H100") << "catalogs/v6/azure/vms.csv" << "azure-standard_nd96isr_h100_v5-eastus"
        << QStringLiteral("Standard_ND96isr_H100_v5,H100,12,96.0,1900,H100,98.32,,eastus,V2")
        << 98.32 / 8;
}

void TestPriceImport::shippedMarketOffersRefresh()
{
    QFETCH(QString, name);
    QFETCH(QString, offerId);
    QFETCH(QString, row);
    QFETCH(double, perChip);
    // Each file's own header, as the skypilot-catalog files name their columns.
    const std::string n = name.toStdString();
    const std::string header =
        n.find("lambda") != std::string::npos
            ? "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
        : n.find("runpod") != std::string::npos
            ? "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Region,SpotPrice,Price,"
              "AvailabilityZone,GpuInfo\n"
            : "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,"
              "Region,Generation\n";
    const PriceImport import = importPriceFiles({file(n, header + row.toStdString() + "\n")}, {}, shipped());
    QVERIFY(import.ok());
    QVERIFY(import.skipped.empty());
    const PriceChange *od = changeOf(import, offerId.toStdString(), PricingModel::OnDemand);
    QVERIFY2(od, "the shipped offer is not the one the file's row refreshes");
    QCOMPARE(od->kind, PriceChange::Kind::Unchanged);
    QCOMPARE(od->newPerChip, perChip);
    // The one offer written is the shipped one (with the file's spot statement), not a new one.
    QCOMPARE(import.offers.size(), std::size_t(1));
    QCOMPARE(import.offers.front().id, offerId.toStdString());
}

void TestPriceImport::gpuhuntRows()
{
    const std::string text =
        "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot,disk_size,gpu_vendor\n"
        "gpu_8x_h100_sxm5,us-east-1,23.92,208,1800,8,H100,80.0,False,,nvidia\n"
        "gpu_1x_a10,us-east-1,0.75,30,200,1,A10,24.0,False,,nvidia\n"
        "gpu_8x_h100_sxm5,us-west-1,23.92,208,1800,8,H100,80.0,False,,nvidia\n";
    const PriceImport import = importPriceFiles({file("gpuhunt/20261120/lambdalabs.csv", text)}, {},
                                                withLambda());
    QVERIFY(import.ok());
    // us-west-1 is new: an offer from the instance table's row, named after the feed.
    const Offer *o = offerOf(import, "lambdalabs-gpu_8x_h100_sxm5-us-west-1");
    QVERIFY(o);
    QCOMPARE(o->provider, std::string("Lambda"));
    QCOMPARE(o->acceleratorId, std::string("h100"));
    QCOMPARE(o->chips.value(), 8.0);
    QCOMPARE(o->supply.value(), 8.0);
    const Statement &s = o->prices.at(PricingModel::OnDemand).chosen();
    QCOMPARE(s.quotedValue, 23.92);
    QCOMPARE(s.provenance.date, std::string("2026-11-20")); // the catalog version in the path
    QCOMPARE(o->prices.count(PricingModel::Spot), std::size_t(0)); // no spot row: nothing said
    QCOMPARE(changeOf(import, "lambdalabs-gpu_8x_h100_sxm5-us-west-1", PricingModel::OnDemand)->kind,
             PriceChange::Kind::New);
    QCOMPARE(changeOf(import, "lambdalabs-gpu_8x_h100_sxm5-us-west-1", PricingModel::OnDemand)->newPerChip,
             23.92 / 8);
    // us-east-1 is the shipped Lambda offer: its price changes under its own id, and the spot
    // statement the file says nothing about stays.
    const PriceChange *east = changeOf(import, "lambda-gpu_8x_h100_sxm5-us-east-1", PricingModel::OnDemand);
    QVERIFY(east);
    QCOMPARE(east->kind, PriceChange::Kind::Changed);
    QCOMPARE(east->oldPerChip, 31.92 / 8);
    QCOMPARE(east->newPerChip, 23.92 / 8);
    QVERIFY(!offerOf(import, "lambdalabs-gpu_8x_h100_sxm5-us-east-1"));
    const Offer *shippedEast = offerOf(import, "lambda-gpu_8x_h100_sxm5-us-east-1");
    QVERIFY(shippedEast);
    QCOMPARE(shippedEast->prices.at(PricingModel::Spot),
             shipped().offer("lambda-gpu_8x_h100_sxm5-us-east-1")->prices.at(PricingModel::Spot));
    QCOMPARE(import.skipped.size(), std::size_t(1));
    QVERIFY(import.skipped.front().find("gpu_1x_a10") != std::string::npos);
}

void TestPriceImport::awsPriceListRows()
{
    const std::string text = awsOfferFile({{"AAAA1", "p6-b200.48xlarge", "us-east-1", "Linux", "113.9328000000"},
                                           {"AAAA2", "p6-b200.48xlarge", "us-east-1", "Windows", "150.0000000000"},
                                           {"AAAA3", "c5.large", "us-east-1", "Linux", "0.0850000000"}});
    const PriceImport import = importPriceFiles({file("index.json", text)}, {}, shipped());
    QVERIFY(import.ok());
    const PriceChange *c = changeOf(import, "aws-p6-b200.48xlarge", PricingModel::OnDemand);
    QVERIFY(c);
    QCOMPARE(c->kind, PriceChange::Kind::Unchanged); // the Windows rate is not the Linux one
    QCOMPARE(import.sources.size(), std::size_t(0)); // nothing to write, no source either
    QVERIFY(!import.anythingToApply());
    QCOMPARE(import.skipped.size(), std::size_t(1)); // c5.large
}

void TestPriceImport::awsPriceCutPasses()
{
    // A catalog still at P5's launch rate; AWS's file has the 2025 cut (98.32 → 55.04).
    const Catalog old = withOverlay({{"offers.json", R"({"schema_version": 1, "offers": [
        {"id": "aws-p5.48xlarge", "accelerator": "h100", "provider": "AWS", "instance": "p5.48xlarge",
         "region": "us-east-1", "chips": {"value": 8, "unit": "count", "source": "seed-001", "date": "2026", "kind": "estimate"},
         "prices": {"on_demand": {"value": 98.32, "unit": "USD/instance-hour", "source": "seed-001",
                                  "date": "2026", "kind": "estimate"}}}]})"}});
    const std::string text = awsOfferFile({{"SKU1", "p5.48xlarge", "us-east-1", "Linux", "55.0400000000"}});
    const PriceImport import = importPriceFiles({file("index.json", text)}, {}, old);
    QVERIFY(import.ok());
    const PriceChange *c = changeOf(import, "aws-p5.48xlarge", PricingModel::OnDemand);
    QVERIFY(c);
    QCOMPARE(c->kind, PriceChange::Kind::Changed);
    QCOMPARE(c->oldPerChip, 98.32 / 8);
    QCOMPARE(c->newPerChip, 55.04 / 8);
    QVERIFY(describeChange(*c).find("-44.0 %") != std::string::npos);
    const Offer *o = offerOf(import, "aws-p5.48xlarge");
    QVERIFY(o);
    QCOMPARE(o->prices.at(PricingModel::OnDemand).chosen().provenance.date, std::string("2026-11-20"));
    QCOMPARE(import.sources.front().publisher, std::string("AWS"));
    QVERIFY(import.sources.front().title.find("20261120153000") != std::string::npos);
}

void TestPriceImport::placeholdersRefused_data()
{
    QTest::addColumn<QString>("price");
    QTest::addColumn<QString>("why");
    QTest::newRow("SkyPilot placeholder") << QStringLiteral("700.0") << QStringLiteral("placeholder");
    QTest::newRow("zero") << QStringLiteral("0") << QStringLiteral("never 0");
    QTest::newRow("cents per chip") << QStringLiteral("0.2") << QStringLiteral("outside"); // $0.025 per chip-hour
    QTest::newRow("unit slip") << QStringLiteral("4400") << QStringLiteral("outside");      // $550 per chip-hour
}

void TestPriceImport::placeholdersRefused()
{
    QFETCH(QString, price);
    QFETCH(QString, why);
    const std::string text = std::string(skypilotHeader)
        + "p5.48xlarge,H100,8,192.0,2048.0,," + price.toStdString() + ",,us-east-1,use1-az1\n";
    const PriceImport import = importPriceFiles({file("sky/aws/vms.csv", text)}, {}, shipped());
    QVERIFY(import.ok()); // a refused row is a warning; the file is not bad
    QVERIFY(!changeOf(import, "aws-p5.48xlarge", PricingModel::OnDemand));
    // The offer may still be written for its spot price ("not sold"), never with this one.
    if (const Offer *o = offerOf(import, "aws-p5.48xlarge"))
        QCOMPARE(o->prices.at(PricingModel::OnDemand),
                 shipped().offer("aws-p5.48xlarge")->prices.at(PricingModel::OnDemand));
    QVERIFY(mentions(import.diagnostics, Severity::Warning, "sky/aws/vms.csv", "line 2", why.toStdString()));
}

void TestPriceImport::driftHeldUntilAccepted()
{
    // $5 for eight H100s: $0.625 per chip-hour against the catalog's $6.88, 11× less.
    // The spot cell repeats the catalog's own spot price, so only on-demand moves.
    const double spotPerChip = shippedPerChip("aws-p5.48xlarge", PricingModel::Spot);
    QVERIFY(spotPerChip > 0);
    const std::string text = std::string(skypilotHeader)
        + "p5.48xlarge,H100,8,192.0,2048.0,,5.00," + std::to_string(spotPerChip * 8)
        + ",us-east-1,use1-az1\n";
    const PriceImport held = importPriceFiles({file("aws/vms.csv", text)}, {}, shipped());
    QVERIFY(held.ok());
    const PriceChange *c = changeOf(held, "aws-p5.48xlarge", PricingModel::OnDemand);
    QVERIFY(c);
    QCOMPARE(c->kind, PriceChange::Kind::Held);
    QCOMPARE(c->oldPerChip, shippedPerChip("aws-p5.48xlarge", PricingModel::OnDemand));
    QVERIFY(!held.anythingToApply()); // the spot price is unchanged too

    PriceImportOptions accept;
    accept.acceptDrift = true;
    const PriceImport applied = importPriceFiles({file("aws/vms.csv", text)}, accept, shipped());
    QCOMPARE(changeOf(applied, "aws-p5.48xlarge", PricingModel::OnDemand)->kind, PriceChange::Kind::Changed);
    const Offer *o = offerOf(applied, "aws-p5.48xlarge");
    QVERIFY(o);
    QCOMPARE(o->prices.at(PricingModel::OnDemand).chosen().quotedValue, 5.0);
}

void TestPriceImport::offersNoLongerListed()
{
    const std::string text = std::string(skypilotHeader)
        + "p5.48xlarge,H100,8,192.0,2048.0,,55.04,,us-east-1,use1-az1\n";
    const PriceImport import = importPriceFiles({file("aws/vms.csv", text)}, {}, shipped());
    // Every other shipped AWS offer in us-east-1 is reported as absent; none elsewhere.
    std::set<std::string> expected;
    for (const Offer &o : shipped().offers)
        if (o.provider == "AWS" && o.region == "us-east-1" && o.id != "aws-p5.48xlarge") expected.insert(o.id);
    std::set<std::string> absent;
    for (const auto &c : import.changes)
        if (c.kind == PriceChange::Kind::NotListed) absent.insert(c.offerId);
    QCOMPARE(absent, expected);
    QVERIFY(!absent.count("aws-trn2.48xlarge")); // us-east-2: the file said nothing there
}

void TestPriceImport::regionFilter()
{
    const std::string text = std::string(skypilotHeader)
        + "p5.48xlarge,H100,8,192.0,2048.0,,55.04,,us-east-1,use1-az1\n"
        + "p5.48xlarge,H100,8,192.0,2048.0,,92.47,,sa-east-1,sae1-az1\n";
    PriceImportOptions options;
    options.region = "sa-east-1";
    const PriceImport import = importPriceFiles({file("aws/vms.csv", text)}, options, shipped());
    QVERIFY(import.ok());
    QCOMPARE(import.offers.size(), std::size_t(1));
    QCOMPARE(import.offers.front().id, std::string("aws-p5.48xlarge-sa-east-1"));
    QCOMPARE(import.offers.front().region, std::string("sa-east-1"));
    QVERIFY(!changeOf(import, "aws-p5.48xlarge", PricingModel::OnDemand));
}

void TestPriceImport::badFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text"); // bytes, so that text that is not UTF-8 stays so
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("problem");
    const std::string header = skypilotHeader;
    auto row = [](const char *tag, const std::string &name, const std::string &text,
                  const std::string &where, const std::string &problem) {
        QTest::newRow(tag) << QString::fromStdString(name) << QByteArray::fromStdString(text)
                           << QString::fromStdString(where) << QString::fromStdString(problem);
    };
    row("comma decimal", "aws/vms.csv",
        header + "p5.48xlarge,H100,8,192.0,2048.0,,\"55,04\",,us-east-1,use1-az1\n", "line 2",
        "Price is not a number");
    row("short row", "aws/vms.csv", header + "p5.48xlarge,H100,8\n", "line 2", "fields");
    row("header lacks Region", "aws/vms.csv",
        "InstanceType,AcceleratorName,Price,SpotPrice\np5.48xlarge,H100,55.04,\n", "line 1", "Region");
    row("gpuhunt spot word", "aws.csv",
        "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
        "p5.48xlarge,us-east-1,55.04,192,2048,8,H100,80,maybe\n", "line 2", "spot must be");
    row("header only", "aws/vms.csv", header, "", "no rows");
    row("not a price file", "aws/vms.csv", "model,chip\nx,y\n", "line 1", "not a price file");
    row("broken JSON", "index.json", "{\"products\": {", "", "not valid JSON");
    row("deep JSON", "index.json", "{\"a\":" + std::string(100, '['), "", "nested deeper");
    row("AWS price text", "index.json", awsOfferFile({{"S1", "p5.48xlarge", "us-east-1", "Linux", "fifty"}}),
        "/terms/OnDemand/S1/S1.JRTCKXETXF/priceDimensions/S1.JRTCKXETXF.6YS6EN2CT7/pricePerUnit/USD",
        "not a number");
    row("not UTF-8", "aws/vms.csv",
        header + "p5.48xlarge,H100,8,192.0,2048.0,,55.04,,us-east-1\xff\xff\xff\xf5,a\n", "line 2",
        "not UTF-8");
    row("no provider", "vms.csv", header + "p5.48xlarge,H100,8,192.0,2048.0,,55.04,,us-east-1,a\n", "",
        "which provider");
}

void TestPriceImport::badFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    QFETCH(QString, problem);
    // A good file beside the bad one: nothing of either is imported.
    const std::string good = std::string(skypilotHeader)
        + "p5.48xlarge,H100,8,192.0,2048.0,,50.00,,us-east-1,use1-az1\n";
    const PriceImport import = importPriceFiles(
        {file("good/aws/vms.csv", good), file(name.toStdString(), text.toStdString())}, {}, shipped());
    QVERIFY(!import.ok());
    QVERIFY(import.offers.empty());
    QVERIFY(import.sources.empty());
    QVERIFY2(mentions(import.diagnostics, Severity::Error, name.toStdString(), where.toStdString(),
                      problem.toStdString()),
             import.diagnostics.empty() ? "no diagnostic" : import.diagnostics.front().toString().c_str());
}

void TestPriceImport::numbersIgnoreLocale()
{
    // A comma-decimal locale must not change how "55.04" reads. Where no such locale is
    // installed, the test says so instead of passing silently.
    const char *previous = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = previous ? previous : "C";
    bool set = false;
    for (const char *name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8"})
        if (!set && std::setlocale(LC_NUMERIC, name)) set = true;
    if (!set) QSKIP("no comma-decimal locale is installed");
    const std::string text = std::string(skypilotHeader)
        + "p5.48xlarge,H100,8,192.0,2048.0,,55.04,20.5,us-east-1,use1-az1\n";
    const PriceImport import = importPriceFiles({file("aws/vms.csv", text)}, {}, shipped());
    std::setlocale(LC_NUMERIC, saved.c_str());
    QVERIFY(import.ok());
    QCOMPARE(changeOf(import, "aws-p5.48xlarge", PricingModel::Spot)->newPerChip, 20.5 / 8);
}

void TestPriceImport::overlayLoadsWithImportedPrices()
{
    const std::string text =
        "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
        "gpu_8x_h100_sxm5,us-east-1,23.92,208,1800,8,H100,80.0,False\n"
        "gpu_8x_h100_sxm5,us-east-1,,208,1800,8,H100,80.0,True\n";
    const PriceImport import = importPriceFiles({file("lambdalabs.csv", text)}, {}, withLambda());
    QVERIFY(import.anythingToApply());
    Diagnostics problems;
    const auto offers = mergedOffersFile("", "offers.json", import.offers, problems);
    std::optional<std::string> sources = std::string();
    for (const auto &s : import.sources) sources = mergedSourcesFile(*sources, "sources.json", s, problems);
    QVERIFY(offers && sources);
    const CatalogLoad base = parseCatalog(
        {{"sources.json", R"({"schema_version": 1, "sources": [
            {"id": "lambda-test", "title": "t", "publisher": "Lambda", "date": "2026-11-01"}]})"}},
        "base/", &shipped());
    const Catalog withBase = mergeCatalogs(shipped(), base.catalog);
    const CatalogLoad load = parseCatalog({{"offers.json", *offers}, {"sources.json", *sources}},
                                          "overlay/", &withBase);
    QVERIFY2(!hasErrors(load.diagnostics), load.diagnostics.empty() ? "" : load.diagnostics.front().toString().c_str());
    QCOMPARE(load.catalog.offers.size(), std::size_t(1));
    const Offer &o = load.catalog.offers.front();
    QCOMPARE(o, import.offers.front()); // everything survives the round trip
    QVERIFY(!o.prices.at(PricingModel::Spot).chosen().offered);
}

void TestPriceImport::savedPricesRoundTrip()
{
    Scenario scenario = defaultScenario();
    const Assessment assessment = assess(scenario, shipped());
    scenario.savedPrices = snapshotPrices(assessment);
    QVERIFY(!scenario.savedPrices.empty());
    // One saved price per priced option, with the catalog statement's provenance.
    std::size_t priced = 0;
    for (const auto &o : assessment.options) priced += o.pricePerChipHour.known() ? 1 : 0;
    QCOMPARE(scenario.savedPrices.size(), priced);
    for (const SavedPrice &p : scenario.savedPrices) {
        const Offer *offer = shipped().offer(p.offerId);
        QVERIFY(offer);
        const Provenance &catalogs = offer->prices.at(p.model).chosen().provenance;
        QCOMPARE(p.provenance.source, catalogs.source);
        QCOMPARE(p.provenance.date, catalogs.date);
        QCOMPARE(p.provenance.kind, catalogs.kind);
        QCOMPARE(p.usdPerChipHour, shippedPerChip(p.offerId, p.model));
    }
    const ScenarioLoad back = parseScenario(serializeScenario(scenario), "saved.json");
    QVERIFY(back.ok());
    QCOMPARE(back.scenario.savedPrices, scenario.savedPrices);
    QVERIFY(pricesChangedSince(back.scenario.savedPrices, shipped()).empty());
    // Saving prices does not stale a workshop's ballots.
    QCOMPARE(scenarioFingerprint(scenario, shipped()), scenarioFingerprint(defaultScenario(), shipped()));
}

void TestPriceImport::savedPricesComparedAndKept()
{
    Scenario scenario = defaultScenario();
    scenario.savedPrices = snapshotPrices(assess(scenario, shipped()));
    const SavedPrice first = scenario.savedPrices.front();
    // Today's catalog: that offer's price 9 % up, newly dated; another offer gone.
    Catalog today = shipped();
    for (Offer &o : today.offers)
        if (o.id == first.offerId) {
            Statement s = o.prices.at(first.model).chosen();
            s.value *= 1.09;
            s.quotedValue *= 1.09;
            s.provenance.date = "2026-11-20";
            Figure f;
            f.statements.push_back(s);
            o.prices[first.model] = f;
        }
    const SavedPrice &gone = scenario.savedPrices.back();
    QVERIFY(gone.offerId != first.offerId);
    std::erase_if(today.offers, [&](const Offer &o) { return o.id == gone.offerId; });

    const auto changed = pricesChangedSince(scenario.savedPrices, today);
    std::size_t goneCount = 0;
    for (const auto &s : scenario.savedPrices) goneCount += s.offerId == gone.offerId ? 1 : 0;
    QCOMPARE(changed.size(), 1 + goneCount); // the changed price and every price of the gone offer
    const PriceSinceSaved &c = changed.front();
    QCOMPARE(c.saved, first);
    QCOMPARE(c.now, PriceSinceSaved::Now::Changed);
    QVERIFY(std::abs(c.usdPerChipHour / first.usdPerChipHour - 1.09) < 1e-12);
    // The English wording, as the command line prints it.
    auto savedPart = [](const SavedPrice &s) {
        return (s.label.empty() ? s.offerId : s.label) + ", " + displayName(s.model) + ": "
               + formatUsd(s.usdPerChipHour) + " per chip-hour (" + s.provenance.date + ", "
               + s.provenance.source + ") when saved";
    };
    const std::string text = write(describe(c));
    QVERIFY2(text.starts_with(savedPart(first) + ", "), text.c_str());
    QVERIFY2(text.ends_with(" now (2026-11-20, " + c.provenance.source + "): +9.0%"), text.c_str());
    QCOMPARE(changed.back().now, PriceSinceSaved::Now::Gone);
    QCOMPARE(write(describe(changed.back())),
             savedPart(gone) + "; the catalog no longer has offer " + gone.offerId);

    // Kept: the assessment uses the saved price; today's otherwise.
    auto priceOf = [&](const Catalog &catalog) {
        const Assessment a = assess(scenario, catalog);
        const OptionAssessment *o = a.option(first.offerId + "/" + toString(first.model));
        return o ? o->pricePerChipHour.value : -1.0;
    };
    QCOMPARE(priceOf(withSavedPrices(today, scenario.savedPrices)), first.usdPerChipHour);
    QVERIFY(std::abs(priceOf(today) / first.usdPerChipHour - 1.09) < 1e-12);
}

void TestPriceImport::savedPricesBadEntry()
{
    const ScenarioLoad load = parseScenario(R"({"schema_version": 3, "saved_prices": [
        {"offer": "aws-p5.48xlarge", "pricing_model": "on_demand", "usd_per_chip_hour": -1,
         "source": "x", "date": "2026-01-21", "kind": "vendor"}]})", "bad.json");
    QVERIFY(!load.ok());
    QVERIFY(mentions(load.diagnostics, Severity::Error, "bad.json", "/saved_prices/0/usd_per_chip_hour", ""));
    // A file from before saved prices loads as it did.
    const ScenarioLoad old = parseScenario(R"({"schema_version": 3})", "old.json");
    QVERIFY(old.ok());
    QVERIFY(old.scenario.savedPrices.empty());
}

void TestPriceImport::priceAges()
{
    // Whole days, a partial date counted from its first day; 90 days is the last not marked old.
    QCOMPARE(daysOld("2026-01-21", {2026, 11, 27}), std::optional<int>(310));
    QCOMPARE(daysOld("2025-12", {2026, 3, 1}), std::optional<int>(90));
    QCOMPARE(daysOld("2024", {2024, 3, 1}), std::optional<int>(60)); // 2024 is a leap year
    QCOMPARE(daysOld("2026-13-01", {2026, 11, 27}), std::nullopt);
    QCOMPARE(write(priceAgeText(0)), std::string("today"));
    QCOMPARE(write(priceAgeText(45)), std::string("45 days"));
    QCOMPARE(write(priceAgeText(90)), std::string("3 months"));
    QCOMPARE(write(priceAgeText(91)), std::string("3 months, old"));
    QCOMPARE(write(priceAgeText(310)), std::string("10 months, old"));
    QCOMPARE(write(priceAgeText(800)), std::string("2.2 years, old"));
}

QTEST_APPLESS_MAIN(TestPriceImport)
#include "tst_price_import.moc"
