<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="61"/>
        <source>%1: cannot create the lock file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="64"/>
        <source>no permission to write in the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="66"/>
        <source>another process holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="67"/>
        <source>the file system refused it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BallotForm</name>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="29"/>
        <location filename="../../ui/workshop/ballotform.cpp" line="31"/>
        <source>Ballot of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="39"/>
        <source>Give every criterion a weight from 1 (barely matters) to 5 (decisive). Your answers stay hidden until the facilitator reveals the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="42"/>
        <source>You have already voted in this round: this ballot replaces your earlier one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="54"/>
        <source>The workshop round this ballot is for; the facilitator says which round is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="57"/>
        <source>For round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="60"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="86"/>
        <source>Submit Ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="99"/>
        <source>How much does each criterion matter?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="104"/>
        <source>barely
matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="104"/>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="105"/>
        <source>decisive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="129"/>
        <source>%1: weight %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="162"/>
        <source>Also give my own scores for the judgement criteria (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="167"/>
        <source>My own scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="169"/>
        <source>These criteria are scored from expert profiles, not computed. Score an option from 0 (worst) to 100 (best) where you disagree with the matrix; leave — to keep its score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BallotScoresGrid</name>
    <message>
        <location filename="../../ui/workshop/ballotscores.cpp" line="37"/>
        <source>Your score of %1 for “%2”, 0 (worst) to 100 (best); leave at — to keep the matrix&apos;s score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakEvenModel</name>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="47"/>
        <source>In nine cases out of ten the port does not pay back within the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="49"/>
        <source>In nine cases out of ten the port pays back after %1 or later; in one case out of ten or more, not within the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="51"/>
        <source>In 80 % of the cases the port pays back between %1 and %2 (%3 in the middle case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="72"/>
        <source>No GPU baseline option with a known total cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="74"/>
        <source>No option that needs a port has a known total cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="75"/>
        <source>The workload serves no tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="81"/>
        <source>A running cost of one of the two options is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="82"/>
        <source>The cost per token of one of the two options is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="149"/>
        <source>%1, porting included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="171"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="184"/>
        <source>%1-month horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="186"/>
        <source>No break-even within the %1: %2 is not cheaper to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="189"/>
        <source>No port to repay: %1 is cheaper from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="192"/>
        <source>No break-even within the %1 (it would come after %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="194"/>
        <source>Break-even after %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="206"/>
        <source>%1 (break-even, P10 of the cases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="207"/>
        <source>%1 (break-even, P50 of the cases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="208"/>
        <source>%1 (break-even, P90 of the cases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="211"/>
        <source>%1 (break-even)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="238"/>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="238"/>
        <source>Tokens served</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="45"/>
        <source>Catalog Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="51"/>
        <source>Load Overlay &amp;Directory…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="52"/>
        <source>A folder with your own catalog files (negotiated prices, own benchmarks). Its entries replace shipped entries with the same id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="58"/>
        <source>Filter rows, e.g. trn3 or conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="60"/>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="64"/>
        <source>Accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="64"/>
        <source>Offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="64"/>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="65"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="65"/>
        <source>Conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="65"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="88"/>
        <source>Shipped catalog with the overlay from %1. Overlay rows are marked “overlay”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="91"/>
        <source>Shipped catalog, no overlay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="103"/>
        <source>Conflicts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="104"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="113"/>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="113"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="113"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="113"/>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="153"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="153"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="134"/>
        <source>Sources disagree; the model uses this value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="135"/>
        <source>Sources disagree; this value is shown, not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="153"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="153"/>
        <source>Publisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="153"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogRows</name>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="30"/>
        <source>not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="80"/>
        <source>announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="81"/>
        <source>cores per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="82"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="83"/>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="85"/>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="88"/>
        <source>%1 dense compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="90"/>
        <source>%1 sparse compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="106"/>
        <source>region %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="107"/>
        <source>chips per instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="114"/>
        <source>%1 price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="137"/>
        <source>throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="138"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="140"/>
        <source>training cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="143"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="144"/>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="147"/>
        <source>batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="148"/>
        <source>context %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="149"/>
        <source>%1 B tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="151"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="155"/>
        <source>%1 %2, low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="158"/>
        <source>%1 %2, high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="189"/>
        <source>conflict, used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="190"/>
        <source>conflict, alternative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="191"/>
        <source>overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="193"/>
        <source>older than %1 days (File → Import Prices… refreshes it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogSession</name>
    <message>
        <location filename="../../ui/session/catalogsession.cpp" line="52"/>
        <source>the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartPane</name>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="26"/>
        <source>Show data table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="40"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="52"/>
        <source>Data table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="69"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="45"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="59"/>
        <source>none: every option is knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="60"/>
        <source>%1 points%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="62"/>
        <source> (too close to call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="63"/>
        <source>no runner-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="65"/>
        <location filename="../../ui/shell/comparedialog.cpp" line="67"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="72"/>
        <source>not applicable: no option needs a port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="74"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="76"/>
        <source>%1: never pays back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="78"/>
        <source>%1: after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="85"/>
        <source>%1. %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="98"/>
        <source>&amp;Differences only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="99"/>
        <source>Add &amp;Current Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="100"/>
        <source>Add Scenario &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="101"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="103"/>
        <source>Compare Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="105"/>
        <source>Choose two or three scenarios: the current one and saved files. Each is evaluated against the catalog in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="112"/>
        <source>Scenarios to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="124"/>
        <source>Inputs of each scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="125"/>
        <source>Hide the inputs that are the same in every scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="131"/>
        <source>&lt;b&gt;Inputs&lt;/b&gt; (those that differ are in bold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="138"/>
        <source>Comparison of headline figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="171"/>
        <source>Current scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="288"/>
        <source>Custom</source>
        <translation type="unfinished">Eigenes Modell</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="293"/>
        <source>Cheapest CUDA option</source>
        <translation type="unfinished">Günstigste CUDA-Option</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="328"/>
        <source>Differs between the scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="179"/>
        <source>At most %1 scenarios can be compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="185"/>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="214"/>
        <source>Add Scenarios to Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="217"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation type="unfinished">Szenariodateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="245"/>
        <source>Scenario</source>
        <translation type="unfinished">Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="246"/>
        <source>Lean</source>
        <translation type="unfinished">Tendenz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="247"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="248"/>
        <source>Margin over runner-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="249"/>
        <source>Cost per million tokens (winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="250"/>
        <source>Cost over horizon (winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="251"/>
        <source>Cost over horizon (runner-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="252"/>
        <source>Break-even of the port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="254"/>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostPerTokenModel</name>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="130"/>
        <source>indicative price, for reference: not an offer to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="131"/>
        <source>not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="132"/>
        <source>no published price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="135"/>
        <source>no throughput estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="196"/>
        <source>10th to 90th percentile over the plausible cases of the How Firm tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="203"/>
        <source>Dated more than %1 days ago; File → Import Prices… refreshes it from a SkyPilot, gpuhunt or AWS price file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="222"/>
        <source>Option</source>
        <translation type="unfinished">Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="223"/>
        <source>Pricing model</source>
        <translation type="unfinished">Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="224"/>
        <source>USD per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="225"/>
        <source>P10 – P90 of the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="226"/>
        <source>Throughput method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="227"/>
        <source>Tokens/s per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="228"/>
        <source>USD per chip-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="229"/>
        <source>Price as of (age)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="230"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionScoreModel</name>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="80"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="88"/>
        <source>%1: score %2 of 100 × weight %3 ÷ total weight %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="109"/>
        <source>Option (rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="110"/>
        <source>Total (of 100)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DevicesPanel</name>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="17"/>
        <source>New devices may join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="19"/>
        <source>Turn off once everyone in the room is in: nobody else can join, the devices already in keep voting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="23"/>
        <source>Joining needs a code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="25"/>
        <source>A code shown only here, to read out to the room: the link on the projector alone no longer lets a device join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="39"/>
        <source>not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="40"/>
        <source>People in the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="42"/>
        <source>People in the room:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>Joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="56"/>
        <source>Remove Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="58"/>
        <source>Forgets the device; its participant and their ballots go too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="99"/>
        <source>Device %1, no ballot yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="102"/>
        <source>⚠ joined in a burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="105"/>
        <source>Joined from the same address as another device, or within a second of several others: one person may hold several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="115"/>
        <source>%1 of %2 devices joined for %3 people in the room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="117"/>
        <source>%1 of %2 devices joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="120"/>
        <source>That is %1 more than there are people: remove the ones nobody claims, or close joining.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="123"/>
        <source>%1 joined in a burst (marked ⚠).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosticsDialog</name>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="34"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="34"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="34"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="34"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="45"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="45"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="49"/>
        <source>(whole file)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../ui/session/document.cpp" line="42"/>
        <source>(and one more problem)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="43"/>
        <source>(and %1 more problems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="129"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="197"/>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="205"/>
        <location filename="../../ui/session/document.cpp" line="212"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="333"/>
        <source>%1 is open in another window, so this window shows it read-only: save your changes under another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="337"/>
        <source>%1 was changed on disk after it was opened or last saved here (by another program or another AccelDecide window); saving now would replace those changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="348"/>
        <source>%1: cannot write the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="359"/>
        <source>%1: saving failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="380"/>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplainBrowser</name>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="130"/>
        <source>How this figure was computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="145"/>
        <source>This figure is not part of the current results.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="36"/>
        <source>Taken from your scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="22"/>
        <source>A figure from the catalog, as its vendor publishes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="24"/>
        <source>A figure from the catalog, as an independent source published it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="25"/>
        <source>A figure from the catalog, derived from other published figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="27"/>
        <source>An estimate in the catalog: nobody publishes this figure, so it may be off either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="28"/>
        <source>Your own figure, from your catalog overlay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="39"/>
        <source>Based on a published throughput measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="41"/>
        <source>Estimated from the chip&apos;s peak memory bandwidth and FLOP/s (roofline model), not measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="44"/>
        <source>Computed from first principles (parameter counts, tokens, peak FLOP/s, utilisation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="46"/>
        <source>Derived from other figures of this option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="49"/>
        <source>The method is not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="57"/>
        <source>Training compute per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="59"/>
        <source>Weight bytes for serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="61"/>
        <source>KV cache bytes per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="79"/>
        <source>%1 — %2</source>
        <translation type="unfinished">%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="96"/>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="99"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="106"/>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="108"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="159"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="159"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="159"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="160"/>
        <source>Every computed figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="187"/>
        <location filename="../../ui/views/explainview.cpp" line="267"/>
        <location filename="../../ui/views/explainview.cpp" line="303"/>
        <source>Select a figure to see its formula, inputs and sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="271"/>
        <source>Scenario</source>
        <translation type="unfinished">Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="284"/>
        <source>not offered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormBase</name>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="81"/>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="133"/>
        <source>The scenario holds %1, outside the range this field can edit (%2 to %3); it is used as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="157"/>
        <source>Range for How Firm: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="167"/>
        <source>Type “LOW to HIGH” to give it a 90 % range for How Firm instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="178"/>
        <source>Change range of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="23"/>
        <source>Using AccelDecide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="24"/>
        <source>How the decision is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="25"/>
        <source>Formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="26"/>
        <source>Workshops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="27"/>
        <source>Autosave and recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="28"/>
        <source>Scenario files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="29"/>
        <source>Catalog files and overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="30"/>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="40"/>
        <source>AccelDecide Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="42"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="45"/>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportResultsDialog</name>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="32"/>
        <source>Imported Ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="37"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="37"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="37"/>
        <source>Participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="38"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="47"/>
        <source>Add Them as New Participants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="50"/>
        <source>Take the ballots from people who are not on the participant list, and add them to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="117"/>
        <source>%1 of 1 file changed the workshop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="118"/>
        <source>%1 of %2 files changed the workshop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="121"/>
        <source>The others left it as it was; each line says why.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyFiguresModel</name>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="61"/>
        <source>no port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="62"/>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="85"/>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="87"/>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="63"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="84"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="85"/>
        <source>%1 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="101"/>
        <source>%1: %2 (%3). Select to see how it was computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="116"/>
        <source>Price per chip-hour at the scenario&apos;s pricing model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="117"/>
        <source>Cost per million generated tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="118"/>
        <source>Cost of one training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="119"/>
        <source>Wall-clock time of one run at the scenario&apos;s chip count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="121"/>
        <source>Total cost of ownership over the horizon, porting and credits included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="122"/>
        <source>Engineering time to move the stack to this option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="123"/>
        <source>When the port has paid for itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="130"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="131"/>
        <source>Option</source>
        <translation type="unfinished">Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="132"/>
        <source>USD/chip-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="133"/>
        <source>USD/Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="134"/>
        <source>Training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="135"/>
        <source>Run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="136"/>
        <source>Total, horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="137"/>
        <source>Porting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="138"/>
        <source>Break-even</source>
        <translation type="unfinished">Amortisation</translation>
    </message>
</context>
<context>
    <name>LanServer</name>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="98"/>
        <source>Could not listen on %1, port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="195"/>
        <source>no request line arrived in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="221"/>
        <source>too many connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="249"/>
        <source>the request took too long to arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="252"/>
        <source>too many requests from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="298"/>
        <source>the Host header does not name this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="304"/>
        <source>the request comes from another site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="312"/>
        <source>no session at this address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="319"/>
        <source>pages are only read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="324"/>
        <source>the page is missing from the application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="327"/>
        <source>nothing here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="84"/>
        <source>Open the catalog browser</source>
        <translation>Den Katalog durchsuchen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="114"/>
        <source>Autosave failed (%1). Your changes are still here: save them to a file.</source>
        <translation>Automatisches Speichern fehlgeschlagen (%1). Ihre Änderungen sind noch da: speichern Sie sie in eine Datei.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="210"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="211"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="213"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="220"/>
        <source>&amp;Copy Table</source>
        <translation>Tabelle &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="224"/>
        <source>&amp;Export Table as CSV…</source>
        <translation>Tabelle als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="228"/>
        <source>Export Table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="231"/>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="234"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="235"/>
        <source>&amp;Compare Scenarios…</source>
        <translation>Szenarien &amp;vergleichen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="236"/>
        <source>Catalog &amp;Browser…</source>
        <translation>&amp;Katalog durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="238"/>
        <source>&amp;Dark Palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="244"/>
        <source>&amp;Workshop</source>
        <translation>&amp;Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="247"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="248"/>
        <source>AccelDecide &amp;Manual</source>
        <translation>AccelDecide-&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="251"/>
        <source>&amp;About AccelDecide</source>
        <translation>&amp;Über AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="252"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="257"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="258"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="259"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="260"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="262"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="263"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="161"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="265"/>
        <source>Load Catalog &amp;Overlay…</source>
        <translation>Katalog-&amp;Ergänzung laden…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="266"/>
        <source>Use Shipped Catalog Only</source>
        <translation>Nur den mitgelieferten Katalog verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="267"/>
        <source>Import &amp;Measurements…</source>
        <translation>Eigene &amp;Messungen importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="269"/>
        <source>Import &amp;Prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="272"/>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="277"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="287"/>
        <source>Built-in Default Scenario</source>
        <translation>Eingebautes Standardszenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="293"/>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="300"/>
        <source>%1
The article leans: %2.</source>
        <translation>%1
Der Artikel neigt zu: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="308"/>
        <source>New scenario from the preset “%1”</source>
        <translation>Neues Szenario aus der Vorlage „%1“</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="314"/>
        <source>No presets yet</source>
        <translation>Noch keine Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="348"/>
        <source>Change range of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="358"/>
        <source>Reset range of %1 to its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="385"/>
        <source>Change weight of %1</source>
        <translation>Gewicht von %1 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="395"/>
        <source>Change score of %1 for %2</source>
        <translation>Bewertung von %1 für %2 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="408"/>
        <source>Use the model&apos;s score of %1 for %2</source>
        <translation>Bewertung %1 des Modells für %2 verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="422"/>
        <source>%1 (read-only)[*] — AccelDecide</source>
        <translation>%1 (schreibgeschützt)[*] — AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="423"/>
        <source>%1[*] — AccelDecide</source>
        <translation>%1[*] — AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="431"/>
        <source>Catalog: shipped + overlay</source>
        <translation>Katalog: mitgeliefert + Ergänzung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="432"/>
        <source>Catalog: shipped</source>
        <translation>Katalog: mitgeliefert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="433"/>
        <source> + the scenario&apos;s saved prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="434"/>
        <source>%1, 1 problem</source>
        <translation>%1, 1 Problem</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="435"/>
        <source>%1, %2 problems</source>
        <translation>%1, %2 Probleme</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="437"/>
        <source>Overlay folder: %1. Click to browse the catalog.</source>
        <translation>Overlay-Ordner: %1. Klicken, um den Katalog zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="441"/>
        <source>Click to browse the catalog.</source>
        <translation>Klicken, um den Katalog zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="73"/>
        <location filename="../../ui/shell/mainwindow.cpp" line="447"/>
        <source>Evaluated in %1 ms</source>
        <translation>Berechnet in %1 ms</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="459"/>
        <source>The results below are out of date until these inputs are fixed:
%1</source>
        <translation>Die Ergebnisse unten sind veraltet, bis diese Eingaben korrigiert sind:
%1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="512"/>
        <source>About AccelDecide</source>
        <translation>Über AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="513"/>
        <source>&lt;h3&gt;AccelDecide %1&lt;/h3&gt;&lt;p&gt;Trainium or GPU: cost per token, training cost, break-even of a port and a weighted decision, each figure traceable to its inputs and sources.&lt;/p&gt;&lt;p&gt;Figures from the shipped catalog carry their source, date and kind; vendor claims are labelled as such.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AccelDecide %1&lt;/h3&gt;&lt;p&gt;Trainium oder GPU: Kosten pro Token, Trainingskosten, Amortisation einer Portierung und eine gewichtete Entscheidung; jede Zahl lässt sich auf ihre Eingaben und Quellen zurückführen.&lt;/p&gt;&lt;p&gt;Zahlen aus dem mitgelieferten Katalog nennen Quelle, Datum und Art; Herstellerangaben sind als solche gekennzeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="549"/>
        <source>The catalog overlay in %1 could not be loaded again; using the shipped catalog. Load it from the File menu to see its problems.</source>
        <translation>Das Katalog-Overlay in %1 konnte nicht erneut geladen werden; der mitgelieferte Katalog wird verwendet. Laden Sie es über das Menü Datei, um seine Probleme zu sehen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="37"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="38"/>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="53"/>
        <source>New scenario from the built-in default</source>
        <translation>Neues Szenario aus der eingebauten Vorgabe</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="60"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="61"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Szenariodateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="87"/>
        <source>Cannot Open Scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="120"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="127"/>
        <source>Scenario Opened with Warnings</source>
        <translation>Szenario mit Warnungen geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="101"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="103"/>
        <source>Opened %1 read-only: it is open in %2. Save As keeps your changes.</source>
        <translation>%1 schreibgeschützt geöffnet: Die Datei ist in %2 geöffnet. „Speichern unter“ bewahrt Ihre Änderungen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="105"/>
        <source>Opened a copy of %1, which is open in %2. Save it under a name of its own.</source>
        <translation>Eine Kopie von %1 geöffnet, das in %2 geöffnet ist. Speichern Sie sie unter eigenem Namen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="128"/>
        <source>“%1” was opened, but some of what it holds was not read:</source>
        <translation>„%1“ wurde geöffnet, aber ein Teil des Inhalts wurde nicht gelesen:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="136"/>
        <source>File Open Elsewhere</source>
        <translation>Datei anderweitig geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="137"/>
        <source>“%1” is already open in %2.

Changes made in two windows would overwrite each other. Open it read-only (Save As keeps your changes), or open an untitled copy?</source>
        <translation>„%1“ ist bereits in %2 geöffnet.

Änderungen in zwei Fenstern würden einander überschreiben. Schreibgeschützt öffnen („Speichern unter“ bewahrt Ihre Änderungen) oder eine unbenannte Kopie öffnen?</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="143"/>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="144"/>
        <source>Open a &amp;Copy</source>
        <translation>&amp;Kopie öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="154"/>
        <source>File Changed on Disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="155"/>
        <source>“%1” was changed on disk after you opened or last saved it here, by another program or another AccelDecide window.

Overwrite those changes with yours, or save yours under another name?</source>
        <translation>„%1“ wurde auf dem Datenträger geändert, nachdem Sie die Datei hier geöffnet oder zuletzt gespeichert haben, von einem anderen Programm oder einem anderen AccelDecide-Fenster.

Diese Änderungen mit Ihren überschreiben oder Ihre unter einem anderen Namen speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="162"/>
        <source>&amp;Overwrite</source>
        <translation>&amp;Überschreiben</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="180"/>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="182"/>
        <source>Scenario files (*.json)</source>
        <translation>Szenariodateien (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="195"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="216"/>
        <source>Cannot Save Scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="196"/>
        <source>%1 is open in %2; saving over it would replace what that window shows. Save under another name.</source>
        <translation>%1 ist in %2 geöffnet; Speichern würde ersetzen, was jenes Fenster zeigt. Speichern Sie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="217"/>
        <source>%1

The file on disk was not changed. Your changes are still in this window%2; save them under another name, or try again once the problem is solved.</source>
        <translation>%1

Die Datei auf dem Datenträger wurde nicht geändert. Ihre Änderungen sind noch in diesem Fenster%2; speichern Sie sie unter einem anderen Namen oder versuchen Sie es erneut, wenn das Problem behoben ist.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="220"/>
        <source> and in its autosaved copy</source>
        <translation> und in seiner automatisch gespeicherten Kopie</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="222"/>
        <source>Not saved: %1 is as it was.</source>
        <translation>Nicht gespeichert: %1 ist unverändert.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="228"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="239"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="245"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="248"/>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="257"/>
        <source>Load Catalog Overlay</source>
        <translation>Katalog-Ergänzung laden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="266"/>
        <source>Catalog Overlay Not Loaded</source>
        <translation>Katalog-Overlay nicht geladen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="267"/>
        <source>The overlay in %1 has errors, so none of it is used; the application keeps the catalog it had.</source>
        <translation>Das Overlay in %1 enthält Fehler und wird daher nicht verwendet; die Anwendung behält ihren bisherigen Katalog.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="275"/>
        <source>Catalog Overlay Loaded with Warnings</source>
        <translation>Katalog-Overlay mit Warnungen geladen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="276"/>
        <source>The overlay in %1 is in use. Some of its content was questionable:</source>
        <translation>Das Overlay in %1 wird verwendet. Ein Teil seines Inhalts war fragwürdig:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="279"/>
        <source>Catalog overlay loaded from %1</source>
        <translation>Katalog-Overlay aus %1 geladen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="286"/>
        <source>Import Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="287"/>
        <source>Benchmark results (*.json *.csv);;vLLM results (*.json);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="311"/>
        <source>Measurements Not Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="312"/>
        <source>Nothing was imported from %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="324"/>
        <source>Measurements Imported with Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="325"/>
        <source>%1 was imported; check these points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="326"/>
        <source>%n measurement(s) imported from %1 into %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="344"/>
        <source>Prices Changed Since Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="345"/>
        <source>%n price(s) this scenario was assessed with changed since it was saved. Assess it with today&apos;s prices, or keep the saved ones?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="350"/>
        <source>Use Today&apos;s Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="351"/>
        <source>Keep Saved Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="357"/>
        <source>Assessed with the prices saved with the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="358"/>
        <source>Assessed with today&apos;s prices; %n changed since the scenario was saved</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="366"/>
        <source>Import Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="367"/>
        <source>Price files (*.csv *.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv);;AWS Price List offer file (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="373"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="389"/>
        <source>Prices Not Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="374"/>
        <source>Nothing was imported; the files have these problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="390"/>
        <source>Nothing was written to %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="394"/>
        <source>%n offer(s) written to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="31"/>
        <source>An autosaved copy could not be read, so it is not offered for recovery:
%1
It was left where it is: look at it, or delete it once you no longer need it.</source>
        <translation>Eine automatisch gespeicherte Kopie konnte nicht gelesen werden und wird daher nicht zur Wiederherstellung angeboten:
%1
Sie bleibt, wo sie ist: Sehen Sie sie sich an oder löschen Sie sie, wenn Sie sie nicht mehr brauchen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="34"/>
        <source>%1 autosaved copies could not be read, so they are not offered for recovery:
%2
They were left where they are: look at them, or delete them once you no longer need them.</source>
        <translation>%1 automatisch gespeicherte Kopien konnten nicht gelesen werden und werden daher nicht zur Wiederherstellung angeboten:
%2
Sie bleiben, wo sie sind: Sehen Sie sie sich an oder löschen Sie sie, wenn Sie sie nicht mehr brauchen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="38"/>
        <source>Autosaved Work Cannot Be Read</source>
        <translation>Automatisch gespeicherte Arbeit nicht lesbar</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="57"/>
        <source>Autosaved Work Not Deleted</source>
        <translation>Automatisch gespeicherte Arbeit nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="96"/>
        <source>Autosaved Work Not Recovered</source>
        <translation>Automatisch gespeicherte Arbeit nicht wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="97"/>
        <source>%1
The autosaved copy is left in place.</source>
        <translation>%1
Die automatisch gespeicherte Kopie bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="114"/>
        <source>an untitled scenario</source>
        <translation>ein unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_recovery.cpp" line="117"/>
        <source>Recovered the unsaved changes to %1, autosaved %2. Save to keep them.</source>
        <translation>Die ungespeicherten Änderungen an %1 wurden wiederhergestellt (automatisch gespeichert %2). Speichern Sie, um sie zu behalten.</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="150"/>
        <source>Its share of the group&apos;s weight, from %1 to %2: the members split the group&apos;s weight in these proportions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="152"/>
        <source>How much the swing from the worst to the best end of this criterion matters, from %1 (not at all) to %2 (decisive). Edit to re-rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="156"/>
        <source>Catalog default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="159"/>
        <source>Weighs %1 in the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="173"/>
        <source>the members below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="179"/>
        <source>no data: enter scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="181"/>
        <source>profile scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="185"/>
        <source>No option has a figure for this criterion, so it weighs nothing until you enter scores in its row.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="187"/>
        <source>Scale: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="188"/>
        <source>The options in view: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="209"/>
        <source>The members&apos; scores, weighted by their shares of the group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="229"/>
        <source>Weighted total (of 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="229"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="234"/>
        <source>Scored from the cost model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="235"/>
        <source>Scored from expert profiles; you can edit the scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="255"/>
        <source>excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="275"/>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="290"/>
        <source>Your score (right-click to reset to the profile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="291"/>
        <source>Derived from the model; not editable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="292"/>
        <source>Expert profile score; double-click to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="304"/>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="306"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="307"/>
        <source>Swing weights from 0 (not at all) to 5 (decisive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="309"/>
        <source>Swing weighed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="310"/>
        <source>Where the options lie on the criterion, in its units: the swing the weight weighs. The tooltip gives the scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="318"/>
        <source>%1
(excluded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="323"/>
        <source>%1 is excluded: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="90"/>
        <source>Knocked-out options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="91"/>
        <location filename="../../ui/views/matrixview.cpp" line="115"/>
        <source>What would change the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="104"/>
        <source>Decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="110"/>
        <source>Margin of the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="116"/>
        <source>Knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="198"/>
        <source>No option is left after the knock-outs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="200"/>
        <source>%1 is the only option left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="204"/>
        <source>%1 leads %2 by %3 points of 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="205"/>
        <source>Too close to call: %1 leads %2 by only %3 points of 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="216"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="224"/>
        <source>No option is knocked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="233"/>
        <source>Most fragile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="241"/>
        <source>Nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="242"/>
        <source>No single weight change within 0–5 changes the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="261"/>
        <source>Reset to profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="263"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasurementDialog</name>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="28"/>
        <source>Import Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="30"/>
        <source>%1 is a vLLM benchmark result. Say what it does not: the chip that ran it, the catalog model it was, and its precision and batch. Its throughput is divided by the chips that served the model, to give tokens/s per chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="37"/>
        <source>From the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="41"/>
        <source>Choose the chip that ran it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="42"/>
        <source>From the file (its chip metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="47"/>
        <source>From the file (model_id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="59"/>
        <source>From the file (max_concurrency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="63"/>
        <source>From the file (one when it does not say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="66"/>
        <source>Chip:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="67"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="68"/>
        <source>Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="69"/>
        <source>Batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="70"/>
        <source>Chips serving it:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="93"/>
        <source>Range set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="136"/>
        <source>a value is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="146"/>
        <source>not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="147"/>
        <location filename="../../ui/shell/numberfield.cpp" line="153"/>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="149"/>
        <location filename="../../ui/shell/numberfield.cpp" line="150"/>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="154"/>
        <source>must be at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="156"/>
        <source>must be at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="160"/>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="161"/>
        <source>at most one decimal place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="162"/>
        <source>at most %1 decimal places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="204"/>
        <source>“%1” refused: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="217"/>
        <source>“%1” refused: %2. Back to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="218"/>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParticipantsPanel</name>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="14"/>
        <source>Participants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="18"/>
        <source>Name or alias, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="19"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="28"/>
        <source>Name</source>
        <translation type="unfinished">Name</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="28"/>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="35"/>
        <source>Enter Ballot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="37"/>
        <source>Open the ballot form for the selected participant. It starts from neutral answers and shows nobody else&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="39"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="41"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="82"/>
        <source>✓ voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="82"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="84"/>
        <source>A ballot is in for round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="85"/>
        <source>No ballot yet in round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="88"/>
        <source>Participants (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceImportDialog</name>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="24"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="25"/>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="26"/>
        <source>Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="27"/>
        <source>Not sold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="28"/>
        <source>Held back (moved more than 4×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="29"/>
        <source>No longer listed (kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="42"/>
        <source>Import Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="49"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="49"/>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="49"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="49"/>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="50"/>
        <source>Catalog $/chip-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="50"/>
        <source>File $/chip-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="51"/>
        <source>Change %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="51"/>
        <source>Read from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="60"/>
        <source>Also apply the prices held back (checked against their source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="85"/>
        <source>%1 new, %2 changed, %3 held back, %4 not sold, %5 no longer listed, %6 unchanged; %7 instance type(s) skipped. Nothing is written until you apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="113"/>
        <source>Skipped, not in the catalog&apos;s instance table (instances.json):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorText</name>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="17"/>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="27"/>
        <source>Facilitated by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="32"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="33"/>
        <source>%1 of %2 ballots in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="40"/>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="43"/>
        <source>Everyone has voted. The facilitator reveals the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="44"/>
        <source>Votes stay hidden until the facilitator reveals the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="53"/>
        <source>What matters to the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="54"/>
        <source>Round %1 · %2 of %3 ballots · %4 of the weights, 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="68"/>
        <source>The bar is the exact value; the matrix takes the whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="77"/>
        <source>Where the room disagrees most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="79"/>
        <source>Round %1 · most contested first · dots are votes at 1, 2, 3, 4, 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="92"/>
        <source>SD %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="93"/>
        <source>range %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="99"/>
        <source>One more criterion with less disagreement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="100"/>
        <source>%1 more criteria with less disagreement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="108"/>
        <source>Do we rank the options alike?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="110"/>
        <source>Round %1 · each person&apos;s own weights run through the matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="113"/>
        <source>Not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="114"/>
        <source>The scenario has not been evaluated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="118"/>
        <source>Kendall&apos;s W = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="119"/>
        <source>Kendall&apos;s W: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="128"/>
        <source>W = 0: no agreement on the order of the options; 1: everyone ranks them alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="137"/>
        <source>What moved since round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="139"/>
        <source>Round %1 → round %2 · weights that moved first, then spreads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="147"/>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="149"/>
        <source>spread %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="156"/>
        <source>Nothing moved: every weight and spread is where it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <location filename="../../ui/workshop/projectorview.cpp" line="22"/>
        <source>Workshop — Projector</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/workshop/projectorpainter.cpp" line="111"/>
        <source>Page %1 of %2   ·   ← →  to page   ·   Esc to leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpainter.cpp" line="143"/>
        <source>Vote from your phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopprompts.cpp" line="22"/>
        <source>Ballot files (*.ballot.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopprompts.cpp" line="26"/>
        <source>Ballot files (*.ballot.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QrCodeView</name>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="29"/>
        <source>QR code of the session&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RangeModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="21"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="311"/>
        <source>A number, or a 90 % interval such as &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="318"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="330"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="331"/>
        <source>Low (5 %)</source>
        <translation>Niedrig (5 %)</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="332"/>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="333"/>
        <source>High (95 %)</source>
        <translation>Hoch (95 %)</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="334"/>
        <source>Basis</source>
        <translation>Grundlage</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="374"/>
        <source>%1: &quot;%2&quot; is not a number, nor a range such as &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="378"/>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecommendationPanel</name>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="59"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="60"/>
        <source>Port</source>
        <translation>Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="61"/>
        <source>Upkeep</source>
        <translation>Pflege</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="62"/>
        <source>Over %1 months</source>
        <translation>Über %1 Monate</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="82"/>
        <source>How firm:</source>
        <translation>Wie belastbar:</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="83"/>
        <source>What would flip it</source>
        <translation>Was die Antwort kippen würde</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="85"/>
        <source>Next step:</source>
        <translation>Nächster Schritt:</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="vanished">Empfehlung</translation>
    </message>
    <message>
        <source>Problems with the plan</source>
        <translation type="vanished">Probleme mit dem Plan</translation>
    </message>
    <message>
        <source>The trade in dollars</source>
        <translation type="vanished">Der Abtausch in Dollar</translation>
    </message>
    <message>
        <source>Lean</source>
        <translation type="vanished">Tendenz</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="105"/>
        <source>Warnings about the figures</source>
        <translation>Warnungen zu den Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="98"/>
        <source>The decision memo</source>
        <translation>Die Entscheidungsvorlage</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="79"/>
        <source>What this rests on: estimates and vendor claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="110"/>
        <source>Also list the catalog&apos;s warnings about chips, models and prices this scenario does not use</source>
        <translation>Auch die Warnungen des Katalogs zu Chips, Modellen und Preisen anzeigen, die dieses Szenario nicht verwendet</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="131"/>
        <source>The plan does not work as entered:</source>
        <translation>Der Plan geht so, wie eingegeben, nicht auf:</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="144"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="144"/>
        <source>Caveats</source>
        <translation>Vorbehalte</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="162"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="179"/>
        <source>No warnings about the figures this scenario uses.</source>
        <translation>Keine Warnungen zu den Zahlen, die dieses Szenario verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="180"/>
        <source>Warnings about the figures this scenario uses (%1)</source>
        <translation>Warnungen zu den Zahlen, die dieses Szenario verwendet (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="183"/>
        <source>Also show the catalog&apos;s %1 other warnings</source>
        <translation>Auch die %1 weiteren Warnungen des Katalogs zeigen</translation>
    </message>
    <message>
        <source>No warnings about the figures used.</source>
        <translation type="vanished">Keine Warnungen zu den verwendeten Zahlen.</translation>
    </message>
    <message>
        <source>Warnings about the figures (%1)</source>
        <translation type="vanished">Warnungen zu den Zahlen (%1)</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="45"/>
        <source>Recover Unsaved Work (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="47"/>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="57"/>
        <source>an untitled scenario</source>
        <translation type="unfinished">ein unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="58"/>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="59"/>
        <source>AccelDecide did not close normally last time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="64"/>
        <source>Unsaved changes to %1 were autosaved and can be recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="70"/>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="71"/>
        <source>Untitled (never saved to a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="73"/>
        <source>Autosaved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="75"/>
        <source>Contains:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="84"/>
        <source>&lt;b&gt;Note:&lt;/b&gt; the file on disk was saved after this copy was autosaved, so it may hold newer work. Recovering leaves the file as it is; compare the two before you save over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="92"/>
        <source>Recovered work opens as an unsaved document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="93"/>
        <source>Recovered work opens as an unsaved document; nothing is written to the file until you save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="96"/>
        <source>Autosaved copy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="106"/>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="108"/>
        <source>&amp;Discard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="110"/>
        <source>Decide &amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="112"/>
        <source>Keep the autosaved copy; it is offered again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="119"/>
        <source>Discard Autosaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="120"/>
        <source>Discard the unsaved changes to %1? The autosaved copy is deleted and cannot be recovered afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="158"/>
        <source>less than a minute ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="160"/>
        <source>1 minute ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="160"/>
        <source>%1 minutes ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="162"/>
        <source>1 hour ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="162"/>
        <source>%1 hours ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="164"/>
        <source>%1 days ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="165"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="52"/>
        <location filename="../../ui/report/reportdialog.cpp" line="183"/>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="64"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="65"/>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="83"/>
        <source>&amp;Paper size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="84"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="87"/>
        <source>&amp;Previous Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="88"/>
        <source>&amp;Next Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="89"/>
        <source>&amp;Whole Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="108"/>
        <source>&amp;Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="172"/>
        <source>The preview could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="178"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="184"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="199"/>
        <source>Saved %1 (%2 pages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="200"/>
        <source>The report was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="46"/>
        <source>Show the results of an earlier revealed round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="49"/>
        <source>Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="52"/>
        <source>Results appear here once a round is revealed. Until then nobody, the facilitator included, sees a single vote: only who has voted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="63"/>
        <source>Aggregated Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="64"/>
        <source>Criteria the room agrees on least come first: the largest standard deviation (population form), then the widest range. IQR is the spread of the middle half of the votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="68"/>
        <source>Disagreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="69"/>
        <source>Ranking Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="70"/>
        <source>What Moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="76"/>
        <source>Apply Aggregated Weights to the Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="78"/>
        <source>Set the matrix&apos;s weights to the whole aggregated weights of the round shown, as one step that Edit → Undo takes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="80"/>
        <source>Projector View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="82"/>
        <source>Full screen, large type, one page at a time (F5). Left and Right page, Esc leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="150"/>
        <source>Who changed their weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="175"/>
        <source>No results yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="187"/>
        <source>Results of round %1 — %2 of 1 ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="188"/>
        <source>Results of round %1 — %2 of %3 ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="193"/>
        <source>The %1 of the room&apos;s weights per criterion. The matrix takes whole weights: “Weight” is the exact value rounded half up; “Matrix now” is the weight the scenario uses at present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="205"/>
        <source>Kendall&apos;s W = %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="207"/>
        <source>Kendall&apos;s W is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="209"/>
        <source>With their own weights: %1. W runs from 0 (no agreement on the order of the options) to 1 (everyone ranks them alike).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="214"/>
        <source>The ranking agreement appears once the scenario is evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="218"/>
        <source>How the %1 weight and its spread (standard deviation) moved from round %2 to round %3: largest change of weight first, then of spread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="225"/>
        <source>Round %1 is the first: nothing to compare with yet. After the next round this tab shows what moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="243"/>
        <source>%1: voted only in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="245"/>
        <source>%1: did not vote in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="247"/>
        <source>%1: kept every weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="251"/>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="255"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="118"/>
        <source>How Firm</source>
        <translation>Wie belastbar</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="120"/>
        <source>How the answer holds up when the figures it rests on are ranges</source>
        <translation>Wie die Antwort standhält, wenn ihre Zahlen Bandbreiten sind</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="104"/>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="105"/>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="108"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="109"/>
        <source>Break-even</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="110"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="128"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="129"/>
        <source>How each figure was computed, and from which source</source>
        <translation>Wie jede Zahl berechnet wurde und aus welcher Quelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="159"/>
        <source>Key figures by option</source>
        <translation>Kennzahlen je Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="173"/>
        <location filename="../../ui/views/resultsview.cpp" line="375"/>
        <source>Select a figure in the table to see how it was computed; double-click for all details.</source>
        <translation>Wählen Sie eine Zahl in der Tabelle, um zu sehen, wie sie berechnet wurde; Doppelklick zeigt alle Details.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="206"/>
        <source>Scenario&apos;s pricing model</source>
        <translation>Preismodell des Szenarios</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="209"/>
        <source>All pricing models</source>
        <translation>Alle Preismodelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="210"/>
        <source>Pricing model shown</source>
        <translation>Angezeigtes Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="221"/>
        <source>&amp;Pricing:</source>
        <translation>&amp;Preise:</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="233"/>
        <source>Over time (days)</source>
        <translation>Über die Zeit (Tage)</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="234"/>
        <source>Over tokens served</source>
        <translation>Über ausgelieferte Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="240"/>
        <source>Cumulative cost &amp;axis:</source>
        <translation>&amp;Achse der kumulierten Kosten:</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="284"/>
        <source>Scenario&apos;s (%1)</source>
        <translation>Des Szenarios (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="344"/>
        <source>No option is left to explain.</source>
        <translation>Keine Option bleibt zu erklären.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="468"/>
        <source>No option has a cost per token here.</source>
        <translation>Hier hat keine Option Kosten pro Token.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="469"/>
        <source>Cheapest: %1 at %2 per million tokens.%3</source>
        <translation>Am günstigsten: %1 mit %2 pro Million Token.%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="472"/>
        <source> The table also lists the options without a cost (%1).</source>
        <translation> Die Tabelle nennt auch die Optionen ohne Kosten (%1).</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="477"/>
        <source>At your model size, one run costs %1 on %2.</source>
        <translation>Bei Ihrer Modellgröße kostet ein Lauf %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="481"/>
        <source>In 80 % of the cases, between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="486"/>
        <source>No option in the decision can be priced for training.</source>
        <translation>Für keine Option der Entscheidung lässt sich ein Trainingspreis bestimmen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="497"/>
        <source>Not in the chart, knocked out: %1.</source>
        <translation>Nicht im Diagramm, ausgeschlossen: %1.</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="13"/>
        <source>Voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="32"/>
        <source>Import Ballots…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="34"/>
        <source>Merge ballot files that participants filled in their own copy of AccelDecide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="36"/>
        <source>Reveal Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="38"/>
        <source>Next Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="40"/>
        <source>After the discussion: open a new round and vote again. Earlier rounds are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="44"/>
        <source>Note on the discussion (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="71"/>
        <source>Add the participants first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="73"/>
        <source>Results are shown on the right. After the discussion, start the next round to vote again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="76"/>
        <source>Everyone has voted: ready to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="78"/>
        <source>Waiting for: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="82"/>
        <source>⚠ One ballot of this round was cast before the scenario&apos;s inputs changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="84"/>
        <source>⚠ %1 ballots of this round were cast before the scenario&apos;s inputs changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioField</name>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="23"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="26"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="30"/>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="33"/>
        <source>Model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="36"/>
        <source>Parameters (billions)</source>
        <translation>Parameter (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="39"/>
        <source>Active parameters (billions)</source>
        <translation>Aktive Parameter (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="42"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="45"/>
        <source>Hidden size</source>
        <translation>Verborgene Dimension</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="48"/>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="51"/>
        <source>Head size</source>
        <translation>Kopfgröße</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="54"/>
        <source>Training precision</source>
        <translation>Trainingsgenauigkeit</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="57"/>
        <source>Novel architecture (not yet supported by Neuron)</source>
        <translation>Neue Architektur (von Neuron noch nicht unterstützt)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="61"/>
        <source>Tokens per run (billions)</source>
        <translation>Token pro Lauf (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="64"/>
        <source>Runs per year</source>
        <translation>Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="67"/>
        <source>Model FLOPs utilisation (%)</source>
        <translation>Auslastung der Modell-FLOPs (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="70"/>
        <source>Overhead (%)</source>
        <translation>Zusatzaufwand (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="73"/>
        <source>Chips per run</source>
        <translation>Chips pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="76"/>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Token)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="80"/>
        <source>Tokens per day (millions)</source>
        <translation>Token pro Tag (Millionen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="83"/>
        <source>Serving utilisation (%)</source>
        <translation>Auslastung im Betrieb (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="86"/>
        <source>Minimum replicas</source>
        <translation>Mindestzahl an Replikaten</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="89"/>
        <source>Batch size (sequences)</source>
        <translation>Batchgröße (Sequenzen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="92"/>
        <source>Context (tokens)</source>
        <translation>Kontext (Token)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="95"/>
        <source>Latency-sensitive serving</source>
        <translation>Latenzkritischer Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="98"/>
        <source>Serving precision</source>
        <translation>Genauigkeit im Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="101"/>
        <source>Decode bandwidth efficiency (%)</source>
        <translation>Bandbreiteneffizienz beim Dekodieren (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="104"/>
        <source>Prefill compute efficiency (%)</source>
        <translation>Recheneffizienz beim Prefill (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="108"/>
        <source>Engineers on the port</source>
        <translation>Ingenieure für die Portierung</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="111"/>
        <source>Hourly rate (USD per hour)</source>
        <translation>Stundensatz (USD pro Stunde)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="114"/>
        <source>Hours per week</source>
        <translation>Stunden pro Woche</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="117"/>
        <source>Neuron experience</source>
        <translation>Neuron-Erfahrung</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="120"/>
        <source>Model support on Neuron</source>
        <translation>Modellunterstützung in Neuron</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="123"/>
        <source>CUDA-only components</source>
        <translation>Nur unter CUDA verfügbare Komponenten</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="126"/>
        <source>Current stack</source>
        <translation>Aktueller Stack</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="129"/>
        <source>Own porting estimate (weeks)</source>
        <translation>Eigene Schätzung der Portierung (Wochen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="133"/>
        <source>Already running on AWS</source>
        <translation>Läuft bereits auf AWS</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="136"/>
        <source>Multi-cloud is mandatory</source>
        <translation>Multi-Cloud ist Pflicht</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="139"/>
        <source>Budget allows spot capacity only</source>
        <translation>Budget erlaubt nur Spot-Kapazität</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="142"/>
        <source>Pricing model</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="145"/>
        <source>Horizon (months)</source>
        <translation>Zeithorizont (Monate)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="148"/>
        <source>AWS credits (USD)</source>
        <translation>AWS-Guthaben (USD)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="151"/>
        <source>Deadline (weeks, 0 = none)</source>
        <translation>Frist (Wochen, 0 = keine)</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="154"/>
        <source>GPU baseline</source>
        <translation>GPU-Vergleichsbasis</translation>
    </message>
    <message>
        <location filename="../../core/scenario_fields.cpp" line="157"/>
        <source>Providers to consider</source>
        <translation>Zu berücksichtigende Anbieter</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="182"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="vanished">Name</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="186"/>
        <source>A short name for this scenario, shown in comparisons and reports.</source>
        <translation>Ein kurzer Name für dieses Szenario, angezeigt in Vergleichen und Berichten.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="vanished">Beschreibung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="189"/>
        <source>Optional notes: what this scenario is for, where its numbers come from.</source>
        <translation>Optionale Notizen: wofür dieses Szenario gedacht ist und woher seine Zahlen stammen.</translation>
    </message>
</context>
<context>
    <name>StrategyForm</name>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="22"/>
        <source>Cloud strategy</source>
        <translation>Cloud-Strategie</translation>
    </message>
    <message>
        <source>Pricing model</source>
        <translation type="vanished">Preismodell</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation type="vanished">Zeithorizont (Monate)</translation>
    </message>
    <message>
        <source>AWS credits (USD)</source>
        <translation type="vanished">AWS-Guthaben (USD)</translation>
    </message>
    <message>
        <source>Deadline (weeks, 0 = none)</source>
        <translation type="vanished">Frist (Wochen, 0 = keine)</translation>
    </message>
    <message>
        <source>Already running on AWS</source>
        <translation type="vanished">Läuft bereits auf AWS</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="55"/>
        <source>Tick when the organisation is on AWS today: Trainium needs no cloud move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-cloud is mandatory</source>
        <translation type="vanished">Multi-Cloud ist Pflicht</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="59"/>
        <source>Tick when the workload must be able to run on more than one cloud. This knocks out silicon sold by one cloud only, such as Trainium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget allows spot capacity only</source>
        <translation type="vanished">Budget erlaubt nur Spot-Kapazität</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="63"/>
        <source>Tick when only interruptible spot capacity is affordable. Offers with no spot price are knocked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers to consider</source>
        <translation type="vanished">Zu berücksichtigende Anbieter</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="82"/>
        <source>The providers the team will buy from. An offer from a provider left unticked is knocked out, for example to compare only AWS instances. Default: every provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU baseline</source>
        <translation type="vanished">GPU-Vergleichsbasis</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="30"/>
        <source>How capacity is bought. Only offers sold this way enter the decision matrix; commitments trade flexibility for a lower hourly price. Default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="35"/>
        <source>Period the total cost of ownership and the break-even chart cover. Default %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="41"/>
        <source>Promotional or startup credits, subtracted from the cost of AWS offers only. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="47"/>
        <source>Weeks until the workload must run. Options whose port takes longer are knocked out. Default %1: no deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="138"/>
        <source>The GPU offer the port to Trainium is measured against in the break-even. Default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="154"/>
        <source>%1 (not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="165"/>
        <source>Cheapest CUDA option</source>
        <translation>Günstigste CUDA-Option</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="170"/>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="21"/>
        <source>Team and porting</source>
        <translation>Team und Portierung</translation>
    </message>
    <message>
        <source>Engineers on the port</source>
        <translation type="vanished">Ingenieure für die Portierung</translation>
    </message>
    <message>
        <source>Hourly rate (USD per hour)</source>
        <translation type="vanished">Stundensatz (USD pro Stunde)</translation>
    </message>
    <message>
        <source>Hours per week</source>
        <translation type="vanished">Stunden pro Woche</translation>
    </message>
    <message>
        <source>Neuron experience</source>
        <translation type="vanished">Neuron-Erfahrung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="45"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="46"/>
        <source>Some</source>
        <translation>Etwas</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="47"/>
        <source>Experienced</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <source>Model support on Neuron</source>
        <translation type="vanished">Modellunterstützung in Neuron</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="52"/>
        <source>Supported</source>
        <translation>Unterstützt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="53"/>
        <source>Custom attention</source>
        <translation>Eigene Attention</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="54"/>
        <source>Novel, unsupported</source>
        <translation>Neu, nicht unterstützt</translation>
    </message>
    <message>
        <source>Own porting estimate (weeks)</source>
        <translation type="vanished">Eigene Schätzung der Portierung (Wochen)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="25"/>
        <source>Engineers who would move the stack to Neuron. Porting cost = weeks × engineers × hours per week × hourly rate. Default %1, as in seed 000&apos;s worked example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="32"/>
        <source>Blended cost of one engineer-hour. Default $%1, the rate of seed 000&apos;s worked example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="38"/>
        <source>Working hours per engineer-week, used to turn porting weeks into hours. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="43"/>
        <source>How much the team has worked with the Neuron SDK before; the catalog&apos;s porting estimates (porting.json) depend on it. Default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="50"/>
        <source>Whether Neuron supports the model as it is, needs custom attention work, or not at all yet. Default: %1 (Llama-family models are).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="59"/>
        <source>Leave at 0 to use the catalog&apos;s estimate from experience, model support and components. Enter your own number of weeks to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="65"/>
        <source>CUDA-only components in the stack</source>
        <translation>Nur-CUDA-Komponenten im Stack</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="67"/>
        <source>Parts of a CUDA stack that have no drop-in Neuron equivalent; each adds porting weeks (porting.json components).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="95"/>
        <source>CUDA (NVIDIA GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="96"/>
        <source>Neuron (AWS Trainium)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="98"/>
        <source>The stack the team runs today. Moving off it is the port whose cost break-even weighs. Default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current stack</source>
        <translation type="vanished">Aktueller Stack</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="145"/>
        <source>Ports to Neuron without rework.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="147"/>
        <source>Adds %1 to %2 weeks of porting work (catalog estimate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="159"/>
        <source>The catalog lists no CUDA-only components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="181"/>
        <source>Add component %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="181"/>
        <source>Remove component %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThresholdModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="204"/>
        <source>the cheaper side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="204"/>
        <source>first in the matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="207"/>
        <source>Trainium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="207"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="216"/>
        <source>Input</source>
        <translation type="unfinished">Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="217"/>
        <source>What changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="218"/>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="219"/>
        <source>As assessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="220"/>
        <source>Ahead above it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TornadoModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="149"/>
        <source>%1, in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="157"/>
        <source>none alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="232"/>
        <source>GPU cost less Trainium cost over the horizon, every other input at its likely value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="234"/>
        <source>Its share of the saving&apos;s variance over the samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="236"/>
        <source>What knowing this input exactly is worth to the Trainium-or-GPU choice (expected value of perfect information)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="243"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="244"/>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="245"/>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="246"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="247"/>
        <source>Saving at low</source>
        <translation>Ersparnis bei niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="248"/>
        <source>Saving at high</source>
        <translation>Ersparnis bei hoch</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="249"/>
        <source>Share of variance</source>
        <translation>Anteil an der Varianz</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="250"/>
        <source>Value of knowing</source>
        <translation>Wert des Wissens</translation>
    </message>
</context>
<context>
    <name>TrainingCurveModel</name>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="146"/>
        <source>Your model, P10 of the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="147"/>
        <source>Your model, P50 of the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="148"/>
        <source>Your model, P90 of the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="170"/>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="171"/>
        <source>%1 (your model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="194"/>
        <source>Model size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UncertaintyOptionsModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="85"/>
        <source>Nine cases in ten cost more than this over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="86"/>
        <source>Nine cases in ten cost less than this over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="87"/>
        <source>Share of the cases in which this option costs least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="88"/>
        <source>Share of the cases in which this option tops the decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="94"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="95"/>
        <source>Cost P10</source>
        <translation>Kosten P10</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="96"/>
        <source>Cost P50</source>
        <translation>Kosten P50</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="97"/>
        <source>Cost P90</source>
        <translation>Kosten P90</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="98"/>
        <source>Cheapest in</source>
        <translation>Am günstigsten in</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="99"/>
        <source>Wins the matrix in</source>
        <translation>Gewinnt die Matrix in</translation>
    </message>
</context>
<context>
    <name>UncertaintyView</name>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="68"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="69"/>
        <source>Run Again</source>
        <translation>Erneut berechnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="82"/>
        <source>Sampling progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="100"/>
        <source>Cost spread by option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="102"/>
        <source>What moves the saving most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="105"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="106"/>
        <source>What Matters Most</source>
        <translation>Was am meisten zählt</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="109"/>
        <source>What must be true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="111"/>
        <source>What Must Be True</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="112"/>
        <source>One input at a time, every other as assessed: the value at which the cheaper side, or the option first in the matrix, passes from Trainium to the GPU or back. Each was found on the model and checked just either side (acceldecide-cli what-if).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="118"/>
        <source>What must be true, in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="121"/>
        <source>Ranges of the uncertain inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="126"/>
        <source>Ranges</source>
        <translation>Bandbreiten</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="127"/>
        <source>Each range is a 90 % interval: one case in twenty lies below the low end and one above the high end. Type a number, or both ends at once as &quot;0.35 to 0.55&quot;. A field&apos;s likely value is the field itself, set in the forms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="163"/>
        <source>Sampling plausible cases…</source>
        <translation>Plausible Fälle werden berechnet …</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="175"/>
        <source>Stopped. The figures below are from before the last edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="176"/>
        <source>Stopped before any figures were ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="186"/>
        <source>From %1 plausible cases (seed %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="207"/>
        <source>How firm the answer is appears here once the plausible cases are sampled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="214"/>
        <source>Trainium costs less than the GPU in &lt;b&gt;%1&lt;/b&gt; of the cases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="216"/>
        <source>The saving of Trainium over the GPU runs from %1 to %2 (P10 to P90), %3 in the middle case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="221"/>
        <source>The port pays for itself within the horizon in &lt;b&gt;%1&lt;/b&gt; of the cases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="223"/>
        <source>Knowing every uncertain input exactly would be worth %1 to this choice (expected value of perfect information).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="227"/>
        <source>There is no Trainium and GPU option to compare; the table shows how each option&apos;s cost spreads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="231"/>
        <source>&lt;i&gt;(Before the last edit.)&lt;/i&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="243"/>
        <source>Reset to default</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="246"/>
        <source>Reset %1 to its default range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="84"/>
        <source>Stop sampling; the figures stay as they were</source>
        <translation>Berechnung anhalten; die Zahlen bleiben, wie sie waren</translation>
    </message>
</context>
<context>
    <name>WebSession</name>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="58"/>
        <source>Start a workshop first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="185"/>
        <source>The workshop has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="192"/>
        <source>This device has not joined the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="195"/>
        <source>No such request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="201"/>
        <source>The facilitator has closed joining.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="203"/>
        <source>The session is full (%1 devices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="211"/>
        <source>Too many devices are joining; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="220"/>
        <source>Joining needs the code the facilitator shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="222"/>
        <source>That is not the session&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="253"/>
        <source>Device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="271"/>
        <source>The ballot was not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="279"/>
        <source>Round %1 is closed; nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="301"/>
        <source>Ballot of %1 (from their device)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebSessionPanel</name>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="74"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="83"/>
        <source>This computer only (127.0.0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="88"/>
        <source>Own Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="93"/>
        <source>The network the room&apos;s devices are on. The session listens on this address only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="101"/>
        <source>Port</source>
        <translation type="unfinished">Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="102"/>
        <location filename="../../ui/workshop/webpanel.cpp" line="174"/>
        <location filename="../../ui/workshop/webpanel.cpp" line="180"/>
        <source>Start Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="116"/>
        <source>Copy Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="126"/>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="180"/>
        <source>Stop Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="184"/>
        <source>Devices on this network join with the code or the link. Stop the session to close the port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="186"/>
        <source>Everyone votes from their own phone or laptop on this network. Nothing listens until you start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="203"/>
        <source>1 device has joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="204"/>
        <source>%1 devices have joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="207"/>
        <source>1 request was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="208"/>
        <source>%1 requests were refused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadForm</name>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="30"/>
        <source>Workload and model</source>
        <translation>Arbeitslast und Modell</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="34"/>
        <source>Training runs</source>
        <translation>Trainingsläufe</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="38"/>
        <source>Inference serving</source>
        <translation>Inferenzbetrieb</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="vanished">Arbeitslast</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="79"/>
        <source>What the accelerators are for. Training and fine-tuning use the training inputs, inference the serving inputs, and the mixed workload both. Default: %1, a quarterly training run plus daily serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="82"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="83"/>
        <source>Fine-tuning</source>
        <translation>Feinabstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="84"/>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="85"/>
        <source>Training and inference</source>
        <translation>Training und Inferenz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="93"/>
        <source>Fills the parameter count and the shape fields below from the catalog&apos;s model shapes (models.json). Editing any of those fields switches to Custom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="105"/>
        <source>Total parameter count in billions: sets the memory the weights need. Default %1, the Llama 3 70B preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="118"/>
        <source>Transformer layers; with the KV heads and head size it sets the KV cache per token. Default %1 (Llama 3 70B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="124"/>
        <source>Width of the model; sets activation memory in training. Default %1 (Llama 3 70B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="130"/>
        <source>Key/value heads (fewer than attention heads with grouped-query attention). Default %1 (Llama 3 70B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="136"/>
        <source>Dimension of one attention head. Default %1 (Llama 3 70B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="140"/>
        <source>Number format of the training run; selects the chip&apos;s peak FLOP/s at that precision. Default %1, the usual mixed-precision training format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="154"/>
        <source>Training tokens processed in one run. Compute per run is 6 × active parameters × tokens. Default %1 billion, a continued-pretraining run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="160"/>
        <source>How often the run repeats; yearly training cost is cost per run × runs. Default %1, one run a quarter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="166"/>
        <source>Share of the chip&apos;s peak FLOP/s the run actually achieves, used where no published measurement applies. The model counts 6 × parameters × tokens FLOPs per run, without activation recomputation: a utilisation reported with recomputation counted (hardware FLOPs) is about a third higher and, entered here, makes runs look about 25 % shorter. Default %1 %, a cautious figure for large dense training; seed 001 reports 42–61 % depending on chip and model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="176"/>
        <source>Time added on top of pure compute for checkpoints, restarts and data loading. Default %1 %, the allowance seed 001 uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="182"/>
        <source>Chips the run is spread over. It sets the wall-clock time and the memory headroom; the cost follows chip-hours. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="188"/>
        <source>Tokens per training sequence; sets activation memory and so the minimum chip count. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="198"/>
        <source>Generated tokens served per day. Default %1 million (one billion a day), the volume of seed 000&apos;s break-even example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="204"/>
        <source>Sequences decoded together. A larger batch shares each read of the weights and raises tokens per second, but needs more KV cache. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="210"/>
        <source>Tokens held in the KV cache for each sequence. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="214"/>
        <source>Number format of the served weights; sets bytes read per decode step. Default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="219"/>
        <source>Share of the chip&apos;s peak memory bandwidth a decode step achieves; decode is bandwidth-bound. Default %1 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="225"/>
        <source>Share of the chip&apos;s peak FLOP/s prefill achieves; prefill is compute-bound. Default %1 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation type="vanished">Modellvorlage</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation type="vanished">Parameter (Milliarden)</translation>
    </message>
    <message>
        <source>Active parameters (billions)</source>
        <translation type="vanished">Aktive Parameter (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="111"/>
        <source>Parameters used for each token. The same as the total for a dense model, smaller for a mixture of experts. Training compute is 6 × active parameters × tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="vanished">Schichten</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="vanished">Verborgene Dimension</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="vanished">KV-Köpfe</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation type="vanished">Kopfgröße</translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation type="vanished">Trainingsgenauigkeit</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="145"/>
        <source>Tick when the model uses layers or attention variants the Neuron SDK does not support out of the box; the porting estimate grows accordingly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per run (billions)</source>
        <translation type="vanished">Token pro Lauf (Milliarden)</translation>
    </message>
    <message>
        <source>Runs per year</source>
        <translation type="vanished">Läufe pro Jahr</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation (%)</source>
        <translation type="vanished">Auslastung der Modell-FLOPs (%)</translation>
    </message>
    <message>
        <source>Overhead (%)</source>
        <translation type="vanished">Zusatzaufwand (%)</translation>
    </message>
    <message>
        <source>Chips per run</source>
        <translation type="vanished">Chips pro Lauf</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation type="vanished">Sequenzlänge (Token)</translation>
    </message>
    <message>
        <source>Tokens per day (millions)</source>
        <translation type="vanished">Token pro Tag (Millionen)</translation>
    </message>
    <message>
        <source>Batch size (sequences)</source>
        <translation type="vanished">Batchgröße (Sequenzen)</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation type="vanished">Kontext (Token)</translation>
    </message>
    <message>
        <source>Serving precision</source>
        <translation type="vanished">Genauigkeit im Betrieb</translation>
    </message>
    <message>
        <source>Latency-sensitive serving</source>
        <translation type="vanished">Latenzkritischer Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="231"/>
        <source>Tick when users wait on each response (chat, agents) rather than on batch jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="243"/>
        <source>%1: %2 billion parameters, %3 layers (source: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="250"/>
        <source>Custom</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="260"/>
        <source>%1 (not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="274"/>
        <source>Choose model %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkshopController</name>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="29"/>
        <source>Start workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="36"/>
        <location filename="../../ui/workshop/workshopactions.cpp" line="40"/>
        <source>End Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="37"/>
        <source>End the workshop “%1”? Its participants, ballots and rounds are removed from the scenario. Edit → Undo brings them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="42"/>
        <source>End workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="48"/>
        <source>Add participant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="59"/>
        <source>Rename Participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="59"/>
        <source>New name or alias:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="68"/>
        <source>Rename participant to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="84"/>
        <source>Remove Participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="86"/>
        <source>Remove %1 and their ballot? Edit → Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="89"/>
        <source>Remove %1 and their ballots in %2 rounds? Edit → Undo brings them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="93"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="95"/>
        <source>Remove participant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="102"/>
        <source>Change workshop title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="110"/>
        <source>Change facilitator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="118"/>
        <source>Make the reveal anonymous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="118"/>
        <source>Show names on reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="127"/>
        <source>Aggregate by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="136"/>
        <source>Change the note of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="175"/>
        <location filename="../../ui/workshop/workshopactions.cpp" line="199"/>
        <source>Enter Ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="176"/>
        <source>Round %1 is already revealed. Start the next round to vote again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="200"/>
        <source>The ballot could not be stored: that participant is no longer in the workshop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="210"/>
        <source>Ballot of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="221"/>
        <location filename="../../ui/workshop/workshopactions.cpp" line="227"/>
        <source>Reveal Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="222"/>
        <source>No ballot is in yet: there is nothing to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="228"/>
        <source>Not voted yet: %1. Reveal round %2 with %3 of %4 ballots anyway? No ballot can be added to this round afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="234"/>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="236"/>
        <source>Reveal round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="246"/>
        <source>Start round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="259"/>
        <source>Apply Aggregated Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="260"/>
        <source>Reveal a round first: its aggregated weights are what the matrix takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="267"/>
        <source>Apply the aggregated weights of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="80"/>
        <source>Workshop &amp;Window…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="83"/>
        <source>&amp;Start Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="88"/>
        <source>&amp;Import Ballots…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="90"/>
        <source>&amp;Fill In a Ballot File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="93"/>
        <source>&amp;Projector View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="95"/>
        <source>Apply Aggregated &amp;Weights to the Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="98"/>
        <source>&amp;End Workshop…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="170"/>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="19"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="23"/>
        <source>Import Ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="20"/>
        <source>Start a workshop first: ballots are merged into its open round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="42"/>
        <source>Import ballots with new participants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="57"/>
        <source>Import a ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="58"/>
        <source>Import %1 ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="66"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="71"/>
        <source>Fill In a Ballot File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="67"/>
        <source>Your name or alias, as the facilitator knows you:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="72"/>
        <source>A ballot needs a name or an alias, so the facilitator knows whose it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="77"/>
        <source>Save Ballot File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="100"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="105"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="108"/>
        <source>Save Ballot File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="109"/>
        <source>Your ballot for round %1 is saved in %2. Send this file to the facilitator, who imports it with Workshop → Import Ballots.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkshopSettingsPanel</name>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="13"/>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="17"/>
        <source>What the room decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="20"/>
        <source>Who leads the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="26"/>
        <source>How the room&apos;s weights become one weight per criterion. The median ignores how extreme the extremes are; the geometric mean lets a low weight pull harder than the mean does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="29"/>
        <source>Anonymous reveal (labels instead of names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="33"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="34"/>
        <source>Facilitator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="35"/>
        <source>Aggregation:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkshopWindow</name>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="31"/>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="155"/>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="160"/>
        <source>Workshop — AccelDecide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="62"/>
        <source>&lt;h2&gt;No workshop on this scenario yet&lt;/h2&gt;&lt;p&gt;A workshop lets a team weigh the criteria together: each participant gives every criterion a weight from 1 to 5, in the room or in a ballot file, and the reveal shows the aggregate, where the room disagrees and how far its rankings agree. The workshop is saved with the scenario.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="68"/>
        <source>Start Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="161"/>
        <source>Workshop: %1 — AccelDecide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ad::report</name>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="87"/>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="104"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="42"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="87"/>
        <source>How it is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="87"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="104"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="42"/>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="104"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="42"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="104"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="442"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="42"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="104"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="443"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="42"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="105"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="443"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="155"/>
        <source>the %1 prices saved with the scenario, in place of today&apos;s catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="158"/>
        <source>today&apos;s catalog, which agrees with the %1 prices saved with the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="159"/>
        <source>today&apos;s catalog; %1 of the %2 prices saved with the scenario changed since it was saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="168"/>
        <source>Appendix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="170"/>
        <source>A. How the figures are computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="173"/>
        <source>References</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="177"/>
        <source>B. The formulas behind this report&apos;s figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="179"/>
        <source>Each computed figure carries the formula it came from; these are the distinct ones used for the options compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="183"/>
        <source>C. Catalog figures used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="185"/>
        <source>Every catalog figure behind the options compared, as its source states it. Kind: vendor (the maker&apos;s or seller&apos;s claim), independent (measured by a third party), derived (computed from other figures) or estimate. An asterisk marks a figure on which sources disagree; the value shown is the one the model uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="194"/>
        <source>Your measurement: your own benchmark, imported with File → Import Measurements… or acceldecide-cli import-measurements. It is used instead of published throughput for its chip and model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="199"/>
        <source>D. Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="204"/>
        <source>D2. The ranges behind &quot;How firm the answer is&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="206"/>
        <source>E. About this report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="208"/>
        <source>Produced by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="208"/>
        <source>AccelDecide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="209"/>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="210"/>
        <source>Scenario</source>
        <translation type="unfinished">Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="211"/>
        <source>Catalog fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="212"/>
        <source>Options assessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="212"/>
        <source>%1 offer and pricing-model combinations, %2 in the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="217"/>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="220"/>
        <source>The same scenario file and catalog (same fingerprint) give the same report with this version of AccelDecide. Every figure it rests on is listed above with its source, date and kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="40"/>
        <location filename="../../ui/report/reporthtml_results.cpp" line="100"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="173"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="217"/>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="61"/>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <source>Scored from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <source>What it measures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="76"/>
        <source>the cost model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="76"/>
        <source>expert profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="87"/>
        <source>The decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="89"/>
        <source>The catalog defines no decision criteria.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="93"/>
        <source>Each option gets a score from 0 to 100 on every criterion. Weights from 1 (minor) to 5 (decisive) say how much a criterion counts, and an option&apos;s total is the weighted mean of its scores. Scores derived from the cost model are in italics; scores a user entered are underlined. The criterion in bold is the one whose weight changes the result soonest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="99"/>
        <source>Criteria and weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="101"/>
        <source>Scores (0 to 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="105"/>
        <source>Knock-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="106"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="196"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="442"/>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="38"/>
        <source>Option</source>
        <translation type="unfinished">Option</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="106"/>
        <source>Why it was excluded before scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="115"/>
        <source>No option was excluded by the constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="119"/>
        <source>Sensitivity to the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="121"/>
        <source>For each criterion, the weight at which another option would take the lead, all other weights unchanged. Only weights from 1 to 5 can be set; a crossing outside that range is shown for information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <source>Flips at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <source>Within 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="125"/>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="135"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="62"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="135"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="62"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="140"/>
        <source>Sensitivity to single scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="143"/>
        <source>Moving any one score by one step (on a 1-to-5 scale) leaves the winner unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="147"/>
        <source>Each of these one-step changes to a single score would change the winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="27"/>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="34"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="35"/>
        <source>fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="36"/>
        <source>inference (serving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="37"/>
        <source>training and serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="45"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="78"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="422"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="46"/>
        <source>some</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="47"/>
        <source>experienced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="55"/>
        <source>supported by Neuron as is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="56"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="149"/>
        <source>custom attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="57"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="148"/>
        <source>novel architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="87"/>
        <source>%1 (%2 active per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="91"/>
        <source>trained once a year on %1 tokens per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="93"/>
        <source>trained %1 times a year on %2 tokens per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="97"/>
        <source>serving %1 generated tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="99"/>
        <source>a model of %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="99"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="134"/>
        <source>%1 points of 100 on the weights as set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="136"/>
        <source>close call: %1 points of 100 on the weights as set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="152"/>
        <source>Matrix lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="165"/>
        <source>Decision memo · AccelDecide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="185"/>
        <source>The trade over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="186"/>
        <source>Best Trainium option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="186"/>
        <source>Best GPU option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="170"/>
        <source>Break-even of the port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="131"/>
        <source>no option survives the constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="132"/>
        <source>the only option left after the knock-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="138"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="365"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="432"/>
        <source>Workload</source>
        <translation type="unfinished">Arbeitslast</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="139"/>
        <source>Options compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="140"/>
        <source>%1 Trainium or Inferentia, %2 GPU%3, from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="143"/>
        <source>, %1 other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="145"/>
        <source>Prices and horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="145"/>
        <source>%1 prices over %2 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="148"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="432"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="148"/>
        <source>%1 at %2 an hour, Neuron experience: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="174"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="279"/>
        <source>The plan does not work as entered:</source>
        <translation type="unfinished">Der Plan geht so, wie eingegeben, nicht auf:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="180"/>
        <source>Recommendation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="249"/>
        <source>Workshop: the room&apos;s weights, where it disagrees, and the dissent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="250"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="195"/>
        <source>Risks and caveats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="251"/>
        <source>Appendix: formulas, every catalog figure used, sources and version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="197"/>
        <source>Chips, net of credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="198"/>
        <source>Port (one-off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="199"/>
        <source>SDK upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="200"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="214"/>
        <source>What this rests on: estimates and vendor claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="215"/>
        <source>How firm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="216"/>
        <source>What would flip it</source>
        <translation type="unfinished">Was die Antwort kippen würde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="217"/>
        <source>The main risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="218"/>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="221"/>
        <source>Prepared with AccelDecide %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="223"/>
        <source>Prepared by %1 with AccelDecide %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="226"/>
        <source>The pages that follow are the appendix: the executive summary, the inputs, the costs and charts, the decision matrix, the risks, and every catalog figure used with its source, date and kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="238"/>
        <source>Executive summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="240"/>
        <source>In this appendix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="258"/>
        <source>What was compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="259"/>
        <source>%1 from %2: %3 on AWS Trainium or Inferentia (Neuron SDK) and %4 on NVIDIA GPUs (CUDA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="265"/>
        <source>, plus %1 on other accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="267"/>
        <source>%1, at %2 prices over a %3-month horizon, for %4. The team has %5 and runs %6 today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="273"/>
        <source>on CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="274"/>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="277"/>
        <source>What wins, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="289"/>
        <source>How confident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="292"/>
        <source>No option survives the knock-out constraints, so there is no winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="294"/>
        <source>Only one option survives the knock-out constraints, so it wins without competition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="300"/>
        <source>The winner leads the runner-up by %1 points on a 100-point scale: a clear lead (the report calls a lead clear from %2 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="303"/>
        <source>The winner leads the runner-up by only %1 points on a 100-point scale: a close call (a lead is clear from %2 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="311"/>
        <source>The most fragile weight: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="313"/>
        <source>No single weight between 0 and 5 changes the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="318"/>
        <source>Keep in mind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="324"/>
        <source>What would change the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="331"/>
        <source>%1 more single-score changes, listed with the decision matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="335"/>
        <source>Within the weights a user can set (1 to 5), no single weight change and no one-step change of a single score puts another option on top. Only different inputs would: prices, volumes, the team&apos;s porting effort or the constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="347"/>
        <source>The port to %1 %2; a smaller volume, fewer runs or a longer port would push that point out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="359"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="361"/>
        <source>The scenario as entered. Everything else in this report is computed from these inputs and the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="366"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="367"/>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="370"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="371"/>
        <source>Active parameters per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="372"/>
        <source>Layers, hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="372"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="373"/>
        <source>KV heads × head dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="373"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="374"/>
        <source>Novel architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="378"/>
        <source>Training precision</source>
        <translation type="unfinished">Trainingsgenauigkeit</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="379"/>
        <source>Tokens per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="380"/>
        <source>Runs per year</source>
        <translation type="unfinished">Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="381"/>
        <source>Chips per run</source>
        <translation type="unfinished">Chips pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="382"/>
        <source>MFU assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="383"/>
        <source>Overhead (checkpoints, restarts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="384"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="389"/>
        <source>Generated tokens per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="390"/>
        <source>Serving precision</source>
        <translation type="unfinished">Genauigkeit im Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="391"/>
        <source>Batch, context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="391"/>
        <source>%1, %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="393"/>
        <source>Latency-sensitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="394"/>
        <source>Bandwidth efficiency (decode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="395"/>
        <source>Compute efficiency (prefill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="400"/>
        <source>Engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="401"/>
        <source>Hourly rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="402"/>
        <source>Hours per week</source>
        <translation type="unfinished">Stunden pro Woche</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="403"/>
        <source>Neuron experience</source>
        <translation type="unfinished">Neuron-Erfahrung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="404"/>
        <source>Model support on Neuron</source>
        <translation type="unfinished">Modellunterstützung in Neuron</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="405"/>
        <source>CUDA-only components</source>
        <translation type="unfinished">Nur unter CUDA verfügbare Komponenten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="406"/>
        <source>Current stack</source>
        <translation type="unfinished">Aktueller Stack</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="407"/>
        <source>Porting estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="408"/>
        <source>%1 weeks (your figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="410"/>
        <source>from the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="413"/>
        <source>Pricing model</source>
        <translation type="unfinished">Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="414"/>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="414"/>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="415"/>
        <source>AWS-native</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="416"/>
        <source>Multi-cloud required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="417"/>
        <source>Spot capacity only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="418"/>
        <source>AWS credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="419"/>
        <source>Providers considered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="419"/>
        <source>all in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="420"/>
        <source>Porting deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="421"/>
        <source>%1 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="423"/>
        <source>GPU baseline for break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="424"/>
        <source>cheapest option on the current stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="433"/>
        <source>Cloud strategy</source>
        <translation type="unfinished">Cloud-Strategie</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="437"/>
        <source>Pricing model: %1 prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="440"/>
        <source>Each offer&apos;s price as its source quotes it, and converted to US dollars per chip-hour, the only basis on which chips are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="442"/>
        <source>As quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="442"/>
        <source>USD per chip-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="470"/>
        <source>No %1 price in the catalog for: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="36"/>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="17"/>
        <source>Figure %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>One-off porting cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="26"/>
        <source>Training runs</source>
        <translation type="unfinished">Trainingsläufe</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="26"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="52"/>
        <source>Criterion (weight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="44"/>
        <source>Columns by rank: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="57"/>
        <source>%1 of the %2 ranked options are shown: the leading ranks and the two sides of the trade. The others are in the application&apos;s Decision tab and in acceldecide-cli evaluate --format csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="76"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="115"/>
        <source>Columns: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="128"/>
        <source>Costs and break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="130"/>
        <source>The options at a glance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="132"/>
        <source>Every option in the decision at %1 prices, best ranked first. Total cost covers %2 months of compute, the port and its upkeep where one is needed, less any credits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="140"/>
        <source>Cost per million generated tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="142"/>
        <source>What serving costs on each option: the price of a chip-hour divided by the tokens a chip generates in that hour. Bars show whether the throughput is a published measurement or a roofline estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="152"/>
        <source>Options without a cost per token (not sold at this pricing model, or with no price or throughput) are listed without a figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="156"/>
        <source>Training cost per run across model sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="159"/>
        <source>This workload only serves; the curves show what a training run would cost on each option, for reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="161"/>
        <source>What one training run of %1 tokens costs as the model grows, at the scenario&apos;s precision, MFU and overhead. Both axes are logarithmic; the dashed line marks this scenario&apos;s model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="173"/>
        <source>Cumulative cost of the baseline, %1, against the best ranked option that needs a port, %2, which starts with the porting cost. Where the lines cross, the port has paid for itself. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="187"/>
        <source>Break-even of each port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="189"/>
        <source>Every option that needs a port, against %1: how much work it takes before the cheaper running cost has repaid the port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="196"/>
        <source>Decision scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="198"/>
        <source>Each bar is an option&apos;s weighted total out of 100, split into what each criterion contributes (weight × score ÷ sum of weights). Options removed by a knock-out are not scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="26"/>
        <source>One of them is your own measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="27"/>
        <source>%1 of them are your own measurements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="28"/>
        <source>Of the %1 catalog figures behind the options compared (listed in the appendix), %2 are vendor claims, %3 independent measurements, %4 derived from other figures and %5 estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="56"/>
        <source>No vendor claim feeds the two leading options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="58"/>
        <source>A vendor&apos;s figure states what the hardware can do at best; real workloads usually get less. These vendor figures feed the two leading options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="70"/>
        <source>Throughput taken from a vendor&apos;s own benchmark:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="80"/>
        <source>CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="81"/>
        <source>Neuron SDK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="82"/>
        <source>XLA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="83"/>
        <source>SynapseAI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="90"/>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="90"/>
        <source>What the sources say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="97"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="97"/>
        <source>Published figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="97"/>
        <source>Why</source>
        <translation type="unfinished">Warum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="106"/>
        <source>Every published measurement in the catalog passes the plausibility check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="108"/>
        <source>Each published throughput or cost claim is recomputed from the chip&apos;s peak compute and bandwidth. %1 claims need more than the chip can deliver and %2 are well above what real runs reach. None of them is used to compute the costs in this report; they are listed because the sources quote them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="123"/>
        <source>None of the leading options needs a port: the team keeps its current software stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="126"/>
        <source>Moving to %1 means porting the model and its serving stack to the Neuron SDK. The estimate is %2 weeks for %3 at %4 an hour, %5, then %6 a year to keep up with SDK releases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="132"/>
        <source>cost unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="135"/>
        <source>an unknown amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="138"/>
        <source>The porting time is the team&apos;s own estimate, not the catalog&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="140"/>
        <source>Porting times are estimates from the source articles (kind &quot;estimate&quot;), the midpoint of a range; a first port often takes longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="143"/>
        <source>The team has no Neuron experience yet, which the estimate already reflects but which also makes it less certain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="146"/>
        <source>The model is not supported by Neuron as is (%1): custom operators will need writing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="151"/>
        <source>The stack has %1 that must be replaced or rewritten for Neuron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="155"/>
        <source>A deadline of %1 weeks applies; options whose port takes longer are knocked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="169"/>
        <source>Chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="169"/>
        <source>Software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="169"/>
        <source>Where it can be rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="178"/>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="180"/>
        <source>A chip rented from one cloud only ties the workload to that provider&apos;s prices and capacity; code written for the Neuron SDK runs on AWS silicon only, and leaving later means porting back. CUDA code moves between GPU clouds without a port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="185"/>
        <source>This scenario requires more than one cloud, so AWS-only chips are knocked out of the decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="198"/>
        <source>Vendor claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="206"/>
        <source>Sources that disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="208"/>
        <source>No two sources disagree on a figure the catalog holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="210"/>
        <source>Where sources disagree, the catalog keeps every statement and the model uses the one marked as default. The answer could move if another one is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="216"/>
        <source>Prices quoted on different bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="217"/>
        <source>Prices quoted per instance, per chip or per NeuronCore are comparable only after conversion to a chip-hour. These prices differ enough to suggest a unit was mixed up at the source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="223"/>
        <source>Implausible published figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="226"/>
        <source>Porting risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="229"/>
        <source>Lock-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="107"/>
        <source>none listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="108"/>
        <source>%1, shown as Participant 1 to Participant %2: names are hidden in this workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="115"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="117"/>
        <source>%1 held, %2 revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="121"/>
        <source>; round %1 not revealed, %2 in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="125"/>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="125"/>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="126"/>
        <source>Facilitator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="126"/>
        <source>not named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="127"/>
        <source>Participants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="128"/>
        <source>Aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="129"/>
        <source>%1 of the participants&apos; weights, rounded half up to a whole weight for the matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="131"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="132"/>
        <source>Shown here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="132"/>
        <source>round %1, the last one revealed, with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="135"/>
        <source>From devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="137"/>
        <source>no ballot of round %1 came from a participant&apos;s own device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="139"/>
        <source>%1 of the %2 of round %3 came from participants&apos; own devices, where a shared link lets one person join more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="150"/>
        <source>Round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="152"/>
        <source>The facilitator&apos;s notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="160"/>
        <source>The room&apos;s weights in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="162"/>
        <source>The decision matrix in this report uses these weights: every rounded weight below is the one the matrix applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="166"/>
        <source>The decision matrix in this report does not use the workshop&apos;s weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="168"/>
        <source>%1 of %2 criteria carry another weight there (in bold below), so the report&apos;s result is the scenario&apos;s, not the room&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="173"/>
        <source>Ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="173"/>
        <source>Room, exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="173"/>
        <source>Room, rounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="174"/>
        <source>Catalog default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="174"/>
        <source>This report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="177"/>
        <source>not in the matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="182"/>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="190"/>
        <source>Where the room disagrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="191"/>
        <source>No criterion was weighed in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="196"/>
        <source>With a single ballot there is no spread to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="197"/>
        <source>Everyone gave each criterion the same weight: there is no spread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="204"/>
        <source>%1 (standard deviation %2, weights from %3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="208"/>
        <source>Most contested: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="212"/>
        <source>The chart&apos;s figures, most contested first. The standard deviation divides by the number of ballots (the room is the whole population, not a sample); the quartiles Q1 and Q3 are interpolated between the sorted weights (Hyndman and Fan type 7) and the interquartile range (IQR) is Q3 − Q1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="217"/>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="61"/>
        <source>Room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="217"/>
        <source>Standard deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="217"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Lowest–highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>IQR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Q1–Q3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="226"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="227"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="237"/>
        <source>Workshop: the room&apos;s weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="238"/>
        <source>A team weighed the decision criteria together, each person giving every criterion a weight from 1 to 5, then saw the result and talked it over. This section reports the last revealed round: the room&apos;s weights, where it split, and who would choose differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="245"/>
        <source>Round %1 was revealed without any weight cast, so there is nothing to aggregate yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="264"/>
        <source>A workshop of %1 weighed the criteria over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="270"/>
        <source>; %1 of %2 would pick %3 with their own weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="275"/>
        <source>; Kendall&apos;s W %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="281"/>
        <source>The matrix in this report uses the room&apos;s weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="282"/>
        <source>The matrix in this report does not use the room&apos;s weights; the workshop section compares the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="34"/>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="90"/>
        <source>AccelDecide report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="91"/>
        <source>Generated %1 · AccelDecide %2 · catalog %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="115"/>
        <source>no output file given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="131"/>
        <source>%1: the report could not be laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="141"/>
        <source>Trainium or GPU decision report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reportlayout.cpp" line="233"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="62"/>
        <source>Lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="62"/>
        <source>Q1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="63"/>
        <source>Q3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="63"/>
        <source>Highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="20"/>
        <source>%1 of the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="24"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="38"/>
        <source>P10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="38"/>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="38"/>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="41"/>
        <source>One run, P10–P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="44"/>
        <source>Cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="44"/>
        <source>Tops the matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="60"/>
        <source>%1 costs less than %2 in %3. The saving of the Trainium option (negative where the GPU is cheaper) runs from %4 at the 10th percentile through %5 to %6 at the 90th.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="67"/>
        <source>The port to %1 pays back after %2 / %3 / %4 (10th, 50th and 90th percentile), and has paid back by the end of the horizon in %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="72"/>
        <source>Knowing every uncertain input before choosing between the two would lower the expected cost of the choice by %1 (the expected value of perfect information).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="80"/>
        <source>Input</source>
        <translation type="unfinished">Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="80"/>
        <source>Low</source>
        <translation type="unfinished">Niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="80"/>
        <source>High</source>
        <translation type="unfinished">Hoch</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="80"/>
        <source>Saving at low</source>
        <translation type="unfinished">Ersparnis bei niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="80"/>
        <source>Saving at high</source>
        <translation type="unfinished">Ersparnis bei hoch</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="81"/>
        <source>Share of variance</source>
        <translation type="unfinished">Anteil an der Varianz</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="81"/>
        <source>Value of knowing</source>
        <translation type="unfinished">Wert des Wissens</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="90"/>
        <source>none alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="94"/>
        <source>No single input, known alone, changes which side is cheaper on average, so each is worth nothing on its own; the %1 that knowing everything is worth comes from inputs moving together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="124"/>
        <source>How firm the answer is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="125"/>
        <source>Each uncertain input below was drawn %1 times over its range (Latin hypercube sampling, seed %2) and the costs and the matrix recomputed for every draw. A range is a 90 % interval: the low and high ends are the 5th and 95th percentiles. Where each range comes from is listed in the appendix (D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="131"/>
        <source>Cost over the horizon across the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="135"/>
        <source>What matters most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="136"/>
        <source>The saving of the Trainium option with one input at the low and at the high end of its range, every other input at its likely value, widest swing first. The share of variance is each input&apos;s squared correlation with the saving over the cases; the value of knowing is what learning that input alone would be worth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="145"/>
        <source>What must be true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="146"/>
        <source>One input at a time, every other as assessed: where the cheaper side, or the matrix&apos;s first place, changes. Each value was found on the model and checked just either side of it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ad::report::workshop</name>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="39"/>
        <source>no option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="53"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="61"/>
        <source>very weak agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="62"/>
        <source>weak agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="63"/>
        <source>moderate agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="64"/>
        <source>strong agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="67"/>
        <source>unusually strong agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="23"/>
        <source>%1 of %2 pick %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="24"/>
        <source>No participant&apos;s weights leave an option standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="25"/>
        <source>With their own weights, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="33"/>
        <source>How far the rankings agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="37"/>
        <source>Kendall&apos;s W is %1 across %2 and %3: %4. W is 0 when the participants&apos; rankings of the options are unrelated and 1 when they are identical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="43"/>
        <source>Kendall&apos;s W cannot be computed here: it needs at least two participants ranking at least two options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="48"/>
        <source>Each participant&apos;s order is the decision matrix run again with that participant&apos;s weights (and scores, where they gave any). Rows in bold pick another winner than the room&apos;s weights do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="52"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="158"/>
        <source>Participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="52"/>
        <source>Own winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="52"/>
        <source>Then, in their order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="57"/>
        <source>%1.&#xa0;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="69"/>
        <source>The dissent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="71"/>
        <source>With the room&apos;s weights no option survives the knock-outs, so there is no group result to dissent from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="75"/>
        <source>None: every participant&apos;s own weights pick %1, as the room&apos;s weights do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="77"/>
        <source>The room&apos;s weights pick %1. %2 would pick another option with their own weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="86"/>
        <source>%1 at %2 (room %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="90"/>
        <source>&lt;b&gt;%1&lt;/b&gt; would pick %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="93"/>
        <source>; weighs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="105"/>
        <source>What moved from round %1 to round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="111"/>
        <source>%1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="115"/>
        <source>All %1 who voted in both rounds changed at least one weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="116"/>
        <source>%1 of the %2 who voted in both rounds changed at least one weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="120"/>
        <source>The room&apos;s weights did not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="121"/>
        <source>The largest shifts in the room&apos;s weights: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="132"/>
        <source>The spread narrowed on %1 of %2 criteria and widened on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="138"/>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="138"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="139"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="139"/>
        <source>Spread before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="139"/>
        <source>Spread after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="145"/>
        <source>not weighed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="148"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="172"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="173"/>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="153"/>
        <source>The criteria whose room weight changed, largest change first; the spread is the standard deviation of the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="158"/>
        <source>Weights changed (round %1 → round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="164"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="165"/>
        <source>voted only in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="166"/>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="170"/>
        <source>%1 %2&#xa0;→&#xa0;%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="186"/>
        <source>Round %1 is not revealed yet: %2 in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="191"/>
        <source>Ballots stay sealed until the facilitator reveals their round, so none of them appears in this report.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chartexport</name>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="34"/>
        <location filename="../../ui/views/chartexport.cpp" line="49"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="62"/>
        <source>chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="70"/>
        <source>Save Chart as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="70"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="71"/>
        <source>Save Chart as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="71"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="71"/>
        <source>Cost per million tokens · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="72"/>
        <source>Cost per million tokens · all pricing models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="88"/>
        <source>USD per million generated tokens (cheapest %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="90"/>
        <source>USD per million generated tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="84"/>
        <source>Per run, %1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="88"/>
        <source>Your model: %1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="148"/>
        <source>No option can be priced for training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="66"/>
        <source>Days from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="66"/>
        <source>Billions of tokens served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="69"/>
        <source>Cumulative, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="59"/>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="48"/>
        <source>Weights given to each criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="60"/>
        <source>Weight, 1 (minor) to 5 (decisive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="77"/>
        <source>the room&apos;s weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="94"/>
        <source>lowest to highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="95"/>
        <source>middle half of the ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="99"/>
        <source>No criterion was weighed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="112"/>
        <source>USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="113"/>
        <source>thousand USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="114"/>
        <source>million USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="115"/>
        <source>billion USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="82"/>
        <source>Trainium&apos;s saving, %1 (below 0: GPU costs less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="94"/>
        <source>every input likely: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="97"/>
        <source>There is no Trainium and GPU option to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="98"/>
        <source>No input is uncertain: set a range below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>charts::BreakEvenFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="43"/>
        <source>Cumulative cost over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="43"/>
        <source>Cumulative cost over tokens served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="156"/>
        <source>P10 to P90 of break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="171"/>
        <source>Break-even point</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>charts::CostFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="145"/>
        <source>Measured throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="146"/>
        <source>Roofline estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="184"/>
        <source>P10 to P90 of the cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="195"/>
        <source>No option has a cost per token at this pricing model.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>charts::DecisionFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="102"/>
        <source>Weighted decision score by criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="127"/>
        <source>Score, points of 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="135"/>
        <source>Every option is knocked out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>charts::TornadoFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="129"/>
        <source>What moves the saving most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="147"/>
        <source>input at its low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="147"/>
        <source>input at its high end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="157"/>
        <source>both sides cost the same</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>charts::TrainingFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="162"/>
        <source>Training cost per run across model sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="168"/>
        <source>Model size (billions of parameters, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="187"/>
        <source>P10 to P90 of the cases, at your size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/main_gui.cpp" line="84"/>
        <source>Trainium or GPU: cost per token, training cost, break-even of a port and a weighted decision, explained figure by figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="91"/>
        <source>Scenario file to open; without it the built-in default scenario is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="48"/>
        <source>Write a PNG of the window after the first evaluation and exit (for documentation). Settings are neither read nor written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="54"/>
        <source>Window size, e.g. 1366x768.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="57"/>
        <source>Use the dark palette for this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="60"/>
        <source>Print the milliseconds from start to the first painted window and exit (used by the startup benchmark). Settings are neither read nor written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="65"/>
        <source>Results tab to show first, by its title (e.g. Decision); meant for --screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="70"/>
        <source>Interface language, e.g. de or en; without it, the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>navigation</name>
    <message>
        <location filename="../../ui/shell/navigation.cpp" line="43"/>
        <source>Switch Between &amp;Inputs and Results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="105"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="109"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="111"/>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="117"/>
        <source>expected &quot;%1&quot;, so this is not an AccelDecide recovery file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="121"/>
        <source>expected a whole number from 1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="124"/>
        <source>version %1 was written by a newer AccelDecide; this one reads up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="131"/>
        <source>expected an ISO 8601 date and time, e.g. 2026-03-14T09:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="135"/>
        <source>expected a file path or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="139"/>
        <source>missing: the autosaved scenario is not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="140"/>
        <source>expected the scenario file&apos;s text as a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="163"/>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="177"/>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="182"/>
        <source>%1: writing failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="212"/>
        <source>Scenario “%1”, no workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="218"/>
        <source>%1 participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="218"/>
        <source>%1 participants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="219"/>
        <source>%1 ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="219"/>
        <source>%1 ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="220"/>
        <source>%1 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="220"/>
        <source>%1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="222"/>
        <source>Scenario “%1” with a workshop: %2, %3 in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="224"/>
        <source>Scenario “%1” with the workshop “%2”: %3, %4 in %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="265"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="339"/>
        <source>process %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="341"/>
        <source>another process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="307"/>
        <source>%1: cannot delete: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tableexport</name>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="109"/>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="110"/>
        <source>Export Table as CSV</source>
        <translation type="unfinished">Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="112"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="180"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="184"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="21"/>
        <location filename="../../ui/views/viewformat.cpp" line="54"/>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="28"/>
        <source> B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="29"/>
        <source> M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="30"/>
        <source> k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="42"/>
        <source>more than 99 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="43"/>
        <source>less than 1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="79"/>
        <source>your input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="80"/>
        <source>catalog figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="81"/>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="82"/>
        <source>roofline estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="83"/>
        <source>first principles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="84"/>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="87"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="93"/>
        <source>On-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="94"/>
        <source>1-year commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="95"/>
        <source>3-year commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="96"/>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="97"/>
        <source>Capacity Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="105"/>
        <source>Lean: Trainium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="106"/>
        <source>Lean: GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="107"/>
        <source>Lean: hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="110"/>
        <source>Lean: undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="116"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="117"/>
        <source>Suspicious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="118"/>
        <source>Impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="119"/>
        <source>Conflicting sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="120"/>
        <source>Unit mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="121"/>
        <source>Vendor claim</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>workshopui</name>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="35"/>
        <source>field %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="37"/>
        <source> (and one more problem)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="38"/>
        <source> (and %1 more problems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="92"/>
        <source>ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="93"/>
        <source>%1 round %2.ballot.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="109"/>
        <source>round %1 is already revealed; start the next round before taking more ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="142"/>
        <source>%1: cannot write the ballot: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="148"/>
        <source>%1: the ballot could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="158"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="159"/>
        <source>Replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="160"/>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="161"/>
        <source>Stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="162"/>
        <source>Unknown participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="163"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="95"/>
        <source>not weighed in that round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="180"/>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="139"/>
        <source>Ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="105"/>
        <source>Matrix now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="105"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="181"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="125"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="190"/>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>Std. dev.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>IQR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="139"/>
        <source>Lowest–highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="139"/>
        <location filename="../../ui/workshop/workshopresults.cpp" line="141"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="146"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="156"/>
        <source>Participant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="156"/>
        <source>Own winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="156"/>
        <source>Own ranking, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="180"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="181"/>
        <source>Spread before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="181"/>
        <source>Spread after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="64"/>
        <source>, %1 from own devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="66"/>
        <source>Round %1 — revealed (%2 of %3 ballots%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="68"/>
        <source>Round %1 — %2 of %3 ballots in%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="117"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="142"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="143"/>
        <source>Geometric mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="150"/>
        <source>not defined (fewer than two ballots or options, or every option tied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="154"/>
        <source>very weak agreement — the room ranks the options very differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="155"/>
        <source>weak agreement on the ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="156"/>
        <source>moderate agreement on the ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="157"/>
        <source>strong agreement on the ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="160"/>
        <source>unusually strong agreement — nearly everyone ranks the options alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="172"/>
        <source>%1 of %2 pick %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
