#pragma once
// The --help texts. docs/cli.md says the same at more length; keep the two in step.

namespace ad::cli::help {

inline constexpr const char *general = R"(acceldecide-cli - Trainium or GPU: costs, break-even and a reasoned recommendation

Usage: acceldecide-cli COMMAND [OPTIONS]
       acceldecide-cli --help | --version | help COMMAND

Exit codes: 0 success, 1 invalid input data (scenario or catalog file, unwritable output),
            2 usage error (unknown command or option, bad value), 3 internal error.
)";

inline constexpr const char *evaluate = R"(Usage: acceldecide-cli evaluate [SCENARIO.json] [OPTIONS]

Assesses a scenario against the catalog and prints the recommendation with its reasons, the
ranked options with their costs, break-even against the GPU baseline, what would change the
winner, and every warning. Without SCENARIO.json the built-in default scenario is used.

Options:
  --preset NAME         start from a preset (id or name, any case) instead of a file; not
                        both (see 'presets')
  --catalog DIR         overlay a catalog directory on the built-in catalog (same ids replace)
  --set PATH=VALUE      change one scenario field by its dotted path; repeatable, applied in
                        order, e.g. --set strategy.pricing_model=commit_3y
                                 --set workload.parameters_b=405
                                 --set decision.weights.portability=5
  --range ID=LOW:HIGH   an uncertain input's 90 % interval, e.g.
                                 --range workload.training.mfu=0.3:0.5
                                 --range trainium.performance=0.6:0.9:1.0
                        (multiples of catalog figures take LOW:LIKELY:HIGH); repeatable;
                        the ids are listed in docs/uncertainty.md
  --samples N           plausible cases for "How firm" (default 10000; 0 leaves it out)
  --seed N              the sampling seed (default 20261124): the same seed, the same answer
  --prices saved|current  for a scenario saved with its prices: assess with those (saved) or
                        with today's catalog (current, the default); either way the prices that
                        changed since it was saved are listed
  --format FORMAT       text (default), json or csv
  --output FILE         write to FILE instead of standard output
)";

inline constexpr const char *servingCurve = R"(Usage: acceldecide-cli serving-curve [SCENARIO.json] [--preset NAME] [--catalog DIR]
                                     [--set PATH=VALUE]... [--format text|json|csv] [--output FILE]

The serving curve of each side of the trade (the best Trainium and the best GPU option) at the
scenario's latency target: on the replica size the operating point chose, at batch 1, 2, 4 ... up
to what memory holds and at the operating point's batch, the output tokens/s per user (1000 / ms
per token), the output tokens/s per chip, the USD per million output tokens, the time per output
token and the time to the first token. The operating point is marked (* in text,
operating_point in JSON and CSV). The scenario must set workload.inference.tpot_ms or ttft_ms.

Example (prompts of 2,000 tokens, answers of 300, 50 ms per token, the first within a second):
  acceldecide-cli serving-curve --set workload.inference.input_tokens=2000 \
      --set workload.inference.output_tokens=300 --set workload.inference.tpot_ms=50 \
      --set workload.inference.ttft_ms=1000
)";

inline constexpr const char *whatIf = R"(Usage: acceldecide-cli what-if [SCENARIO.json] [--preset NAME] [--catalog DIR] [--set PATH=VALUE]
                               [--input ID (--value X | --seek [--target T])] [--format text|json]
                               [--output FILE]

Without --input: what must be true for the answer to hold. For Trainium's throughput (read as
its MFU when the workload only trains), the port's weeks, the tokens served a day or trained per
run, the runs a year, both prices and, at a latency target, the time-per-token target, the value
at which the other side becomes the cheaper one, and the value at which the matrix's first place
passes between a Trainium and a GPU option.
One input moves at a time, every other stays as assessed; each threshold is found by bisection
and checked by evaluating the model just below and just above it.

  --input ID     one uncertain input (ids as for 'evaluate --range', e.g. porting.weeks,
                 trainium.performance, gpu.price, workload.inference.tokens_per_day_m)
  --value X      the two sides' totals and the matrix's first place with ID at X (multiples:
                 1 is as published)
  --seek         the value of ID at which --target flips, the one nearest today's value
  --target T     cheaper (default: the cheaper side changes), saving=USD (the GPU total minus
                 the Trainium total reaches USD) or matrix (the first place changes side)
)";

inline constexpr const char *catalog = R"(Usage: acceldecide-cli catalog list [--catalog DIR] [--format text|json|csv] [--output FILE]
       acceldecide-cli catalog validate DIR [--today YYYY-MM-DD]

list      prints the accelerators, the offers with every price converted to USD per chip-hour
          for each pricing model, the published measurements and the figures whose sources
          disagree. CSV holds the offer prices, one row per offer and pricing model.
validate  reads DIR as a catalog overlay (references to built-in entries are allowed) and prints
          every problem as "file: /json/pointer: problem". Prices dated more than 12 months
          before today (--today, default the system date) are warnings. Exit 0 when there is no
          error (warnings are printed but allowed), 1 when there is at least one.
)";

inline constexpr const char *breakeven = R"(Usage: acceldecide-cli breakeven (--porting-cost USD | --weeks W --engineers N --rate USD_PER_HOUR
                                  [--hours-per-week H]) --baseline-cpm X --candidate-cpm Y
                                  [--tokens-per-day N]... [--format text|json|csv] [--output FILE]

How many tokens (and days at each daily volume) until a cheaper cost per million tokens repays a
one-off porting cost. The porting cost is given directly or as weeks x engineers x hours per week
(default 40) x hourly rate.

Example (the worked example of the Trainium-vs-GPU article in the project's sources):
  acceldecide-cli breakeven --weeks 3 --engineers 2 --rate 150 \
      --baseline-cpm 0.61 --candidate-cpm 0.28 --tokens-per-day 1e9 --tokens-per-day 1e7
)";

inline constexpr const char *importMeasurements = R"(Usage: acceldecide-cli import-measurements FILE --into DIR [--chip ID] [--model ID]
                              [--precision P] [--batch N] [--chips N] [--today YYYY-MM-DD]

Adds your own serving benchmark to the catalog overlay DIR (created when missing): its
measurements.json gets one inference throughput measurement per run, of kind "own", and its
sources.json the source they cite. Entries already in DIR are kept; one for the same chip,
model, precision and batch is replaced. Both files are written only when the whole overlay
still loads, each through a temporary file renamed into place. 'evaluate --catalog DIR' then
uses your figure instead of published ones for that chip and model.

FILE is either
  a vLLM result (.json, from 'vllm bench serve --save-result'): its output_throughput is the
      server's; it is divided by the chips that served it (--chips, or metadata chips= or
      tensor_parallel_size=; 1 with a warning when neither says). The chip comes from
      --metadata chip=ID (or accelerator=ID), the precision from precision= (or dtype=), the
      batch from batch= or else max_concurrency, the model from model_id when it is a catalog
      model id.
  a CSV (.csv) with the header model,chip,batch,precision,tokens_per_s: one run per row, in
      tokens/s PER CHIP (divide an instance's throughput by its chips). Empty cells take the
      options' values.

Options (they win over what the file says):
  --chip ID             the accelerator's catalog id (e.g. trn2, h100)
  --model ID            the model's catalog id (e.g. llama3-70b)
  --precision P         fp32, tf32, bf16, fp16, fp8 or fp4 (bfloat16, float16 also read)
  --batch N             the batch (concurrent sequences) the run served
  --chips N             chips the vLLM server ran on
  --into DIR            the overlay directory to write (required)
  --today YYYY-MM-DD    the date of figures whose file states none (default today, UTC)

A problem names the file, the field (JSON pointer, or CSV line and column) and the reason;
nothing is written then and the exit code is 1.
)";

inline constexpr const char *importPrices = R"(Usage: acceldecide-cli import-prices FILE... --output DIR [--format F] [--region REGION]
                              [--provider NAME] [--date YYYY-MM-DD] [--accept-drift] [--dry-run]

Refreshes offers from the price files the field maintains, into the catalog overlay DIR
(created when missing): its offers.json gets the offers, its sources.json one source per file
(the file, its date or version, the provider), every price of kind vendor. An offer the catalog
already has keeps its id and its other prices; only on-demand and spot are replaced.

FILE is one of (the format is read from the file unless --format names it)
  skypilot        SkyPilot's catalog, <cloud>/vms.csv: the directory names the provider
  gpuhunt         dstack's gpuhunt catalog, <provider>.csv; a YYYYMMDD version in the path
                  dates its prices
  aws-price-list  the AWS Price List bulk offer file for EC2 (JSON); its publicationDate dates it

An instance type becomes an offer only through the catalog's instance table (instances.json):
one the table does not list is reported as skipped, never guessed. An empty price is "not
sold". Refused with a warning: SkyPilot's 700.0 placeholder, 0, and any price outside
$0.05-$500 per chip-hour. A price that moved more than 4x against the catalog's is held back
until you run again with --accept-drift. The changes are printed before anything is written:
new offers, changed prices with the percentage, prices held back, offers the file no longer
lists (those are kept).

Options:
  --output DIR          the overlay directory to write (required unless --dry-run)
  --format F            skypilot, gpuhunt or aws-price-list
  --region REGION       only this region's rows (as the file spells it: us-east-1)
  --provider NAME       the provider when the path does not say (aws, gcp, azure, lambda, ...)
  --date YYYY-MM-DD     the date of prices the file does not date (default: its modification day)
  --accept-drift        apply prices that moved more than 4x
  --dry-run             print the changes, write nothing

A bad file is named with its line (CSV) or JSON pointer and the problem; nothing is written
then and the exit code is 1.
)";

inline constexpr const char *presets = R"(Usage: acceldecide-cli presets [--catalog DIR] [--format text|json|csv] [--output FILE]

Lists the scenario presets: the rows of the source articles' decision tables, shipped as
scenarios. For each: its id, the article it comes from, the lean that article gives, the lean
the model reaches for it, and its name. 'evaluate --preset ID' (or the name, in any case)
evaluates one; it cannot be combined with a scenario file.
)";

inline constexpr const char *report = R"(Usage: acceldecide-cli report [SCENARIO.json] [--preset NAME] [--catalog DIR]
                              [--set PATH=VALUE]... --output FILE.pdf [--page-size a4|letter]
                              [--title TEXT] [--prepared-by NAME] [--date YYYY-MM-DD]

Writes the PDF report of a scenario for readers without the application: page 1 is the decision
memo (the recommendation, the best Trainium and GPU options in dollars, how firm the answer is,
what would flip it, the risks and the next step). The appendix follows: an executive summary,
the inputs, cost and break-even charts with their figures, the decision matrix, risks and
caveats, formulas, catalog figures and sources, each a bookmark of the PDF. A workshop saved in
SCENARIO.json adds a section on the room's weights, disagreement and dissent (revealed rounds
only); a workshop with errors stops the command with exit 1. No display server is needed.
Without SCENARIO.json the built-in default scenario is used.

Options:
  --preset, --catalog, --set   as for 'evaluate'
  --output FILE.pdf     where to write the report (required); an existing file is replaced
                        only once the new report is complete
  --page-size SIZE      a4 (default) or letter
  --title TEXT          title of the report instead of the scenario's name
  --prepared-by NAME    who prepared the report, printed on page 1 and as the PDF's author
  --date YYYY-MM-DD     date printed on the report instead of today's, for reproducible output
)";

} // namespace ad::cli::help
