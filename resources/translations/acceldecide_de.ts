<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="61"/>
        <source>%1: cannot create the lock file: %2</source>
        <translation>%1: Die Sperrdatei kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="64"/>
        <source>no permission to write in the folder</source>
        <translation>keine Schreibberechtigung im Ordner</translation>
    </message>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="66"/>
        <source>another process holds it</source>
        <translation>ein anderer Prozess hält sie</translation>
    </message>
    <message>
        <location filename="../../ui/session/autosave.cpp" line="67"/>
        <source>the file system refused it</source>
        <translation>das Dateisystem hat es abgelehnt</translation>
    </message>
</context>
<context>
    <name>BallotForm</name>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="30"/>
        <location filename="../../ui/workshop/ballotform.cpp" line="32"/>
        <source>Ballot of %1</source>
        <translation>Stimmzettel von %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="40"/>
        <source>Give every criterion a weight from 1 (barely matters) to 5 (decisive). Your answers stay hidden until the facilitator reveals the round.</source>
        <translation>Geben Sie jedem Kriterium ein Gewicht von 1 (kaum wichtig) bis 5 (entscheidend). Ihre Antworten bleiben verborgen, bis die Moderation die Runde aufdeckt.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="43"/>
        <source>You have already voted in this round: this ballot replaces your earlier one.</source>
        <translation>Sie haben in dieser Runde bereits abgestimmt: Dieser Stimmzettel ersetzt Ihren früheren.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="55"/>
        <source>The workshop round this ballot is for; the facilitator says which round is open.</source>
        <translation>Die Workshop-Runde, für die dieser Stimmzettel gilt; die Moderation sagt, welche Runde offen ist.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="58"/>
        <source>For round:</source>
        <translation>Für Runde:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="61"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="87"/>
        <source>Submit Ballot</source>
        <translation>Stimmzettel abgeben</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="100"/>
        <source>How much does each criterion matter?</source>
        <translation>Wie wichtig ist jedes Kriterium?</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="105"/>
        <source>barely
matters</source>
        <translation>kaum
wichtig</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="105"/>
        <source>middle</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="106"/>
        <source>decisive</source>
        <translation>entscheidend</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="130"/>
        <source>%1: weight %2</source>
        <translation>%1: Gewicht %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="163"/>
        <source>Also give my own scores for the judgement criteria (optional)</source>
        <translation>Auch eigene Bewertungen für die Einschätzungskriterien abgeben (optional)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="168"/>
        <source>My own scores</source>
        <translation>Meine eigenen Bewertungen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotform.cpp" line="170"/>
        <source>These criteria are scored from expert profiles, not computed. Score an option from 0 (worst) to 100 (best) where you disagree with the matrix; leave — to keep its score.</source>
        <translation>Diese Kriterien werden aus Expertenprofilen bewertet, nicht berechnet. Bewerten Sie eine Option von 0 (am schlechtesten) bis 100 (am besten), wo Sie der Matrix nicht zustimmen; lassen Sie — stehen, um ihre Bewertung zu behalten.</translation>
    </message>
</context>
<context>
    <name>BallotScoresGrid</name>
    <message>
        <location filename="../../ui/workshop/ballotscores.cpp" line="37"/>
        <source>Your score of %1 for “%2”, 0 (worst) to 100 (best); leave at — to keep the matrix&apos;s score.</source>
        <translation>Ihre Bewertung von %1 für „%2“, 0 (am schlechtesten) bis 100 (am besten); lassen Sie — stehen, um die Bewertung der Matrix zu behalten.</translation>
    </message>
</context>
<context>
    <name>BreakEvenModel</name>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="47"/>
        <source>In nine cases out of ten the port does not pay back within the horizon.</source>
        <translation>In neun von zehn Fällen amortisiert sich die Portierung nicht innerhalb des Zeitraums.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="49"/>
        <source>In nine cases out of ten the port pays back after %1 or later; in one case out of ten or more, not within the horizon.</source>
        <translation>In neun von zehn Fällen dauert die Amortisation %1 oder länger; in einem von zehn Fällen oder öfter amortisiert sich die Portierung nicht innerhalb des Zeitraums.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="51"/>
        <source>In 80 % of the cases the port pays back between %1 and %2 (%3 in the middle case).</source>
        <translation>In 80 % der Fälle dauert die Amortisation der Portierung %1 bis %2 (%3 im mittleren Fall).</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="72"/>
        <source>No GPU baseline option with a known total cost.</source>
        <translation>Keine GPU-Vergleichsoption mit bekannten Gesamtkosten.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="74"/>
        <source>No option that needs a port has a known total cost.</source>
        <translation>Keine Option, die eine Portierung braucht, hat bekannte Gesamtkosten.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="75"/>
        <source>The workload serves no tokens.</source>
        <translation>Die Arbeitslast liefert keine Token aus.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="81"/>
        <source>A running cost of one of the two options is unknown.</source>
        <translation>Laufende Kosten einer der beiden Optionen sind unbekannt.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="82"/>
        <source>The cost per token of one of the two options is unknown.</source>
        <translation>Die Kosten pro Token einer der beiden Optionen sind unbekannt.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="162"/>
        <source>%1, porting included</source>
        <translation>%1, inklusive Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="184"/>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="197"/>
        <source>%1-month horizon</source>
        <translation>Zeitraum von %1 Monaten</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="199"/>
        <source>No break-even within the %1: %2 is not cheaper to run.</source>
        <translation>Keine Amortisation im %1: %2 ist im Betrieb nicht günstiger.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="202"/>
        <source>No port to repay: %1 is cheaper from the start.</source>
        <translation>Keine Portierung abzuzahlen: %1 ist von Anfang an günstiger.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="205"/>
        <source>No break-even within the %1 (it would come after %2).</source>
        <translation>Keine Amortisation im %1 (sie würde %2 dauern).</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="207"/>
        <source>Break-even after %1.</source>
        <translation>Amortisationsdauer: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="219"/>
        <source>%1 (break-even, P10 of the cases)</source>
        <translation>%1 (Amortisation, P10 der Fälle)</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="220"/>
        <source>%1 (break-even, P50 of the cases)</source>
        <translation>%1 (Amortisation, P50 der Fälle)</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="221"/>
        <source>%1 (break-even, P90 of the cases)</source>
        <translation>%1 (Amortisation, P90 der Fälle)</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="224"/>
        <source>%1 (break-even)</source>
        <translation>%1 (Amortisation)</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="253"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../../ui/views/breakevenmodel.cpp" line="253"/>
        <source>Tokens served</source>
        <translation>Ausgelieferte Token</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="46"/>
        <source>Catalog Browser</source>
        <translation>Katalog durchsuchen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="52"/>
        <source>Load Overlay &amp;Directory…</source>
        <translation>Ergänzungs-&amp;Ordner laden…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="53"/>
        <source>A folder with your own catalog files (negotiated prices, own benchmarks). Its entries replace shipped entries with the same id.</source>
        <translation>Ein Ordner mit eigenen Katalogdateien (verhandelte Preise, eigene Benchmarks). Seine Einträge ersetzen mitgelieferte Einträge mit derselben ID.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="59"/>
        <source>Filter rows, e.g. trn3 or conflict</source>
        <translation>Zeilen filtern, z. B. trn3 oder Konflikt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="61"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="65"/>
        <source>Accelerators</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="65"/>
        <source>Offers</source>
        <translation>Angebote</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="65"/>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="66"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="66"/>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="66"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="89"/>
        <source>Shipped catalog with the overlay from %1. Overlay rows are marked “overlay”.</source>
        <translation>Mitgelieferter Katalog mit der Ergänzung aus %1. Zeilen der Ergänzung sind mit „Ergänzung“ markiert.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="92"/>
        <source>Shipped catalog, no overlay.</source>
        <translation>Mitgelieferter Katalog, keine Ergänzung.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="104"/>
        <source>Conflicts (%1)</source>
        <translation>Konflikte (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="105"/>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <source>Subject</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="114"/>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="154"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="115"/>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="154"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="115"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="115"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="115"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="135"/>
        <source>Sources disagree; the model uses this value.</source>
        <translation>Die Quellen widersprechen sich; das Modell verwendet diesen Wert.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="136"/>
        <source>Sources disagree; this value is shown, not used.</source>
        <translation>Die Quellen widersprechen sich; dieser Wert wird angezeigt, nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="154"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="154"/>
        <source>Publisher</source>
        <translation>Herausgeber</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogbrowser.cpp" line="154"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
</context>
<context>
    <name>CatalogRows</name>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="32"/>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="82"/>
        <source>announced</source>
        <translation>angekündigt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="83"/>
        <source>cores per chip</source>
        <translation>Kerne pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="84"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="85"/>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="87"/>
        <source>power</source>
        <translation>Leistungsaufnahme</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="90"/>
        <source>%1 dense compute</source>
        <translation>%1-Rechenleistung (dicht)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="92"/>
        <source>%1 sparse compute</source>
        <translation>%1-Rechenleistung (sparse)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="108"/>
        <source>region %1</source>
        <translation>Region %1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="109"/>
        <source>chips per instance</source>
        <translation>Chips pro Instanz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="116"/>
        <source>%1 price</source>
        <translation>%1-Preis</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="138"/>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="139"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="141"/>
        <source>training cost</source>
        <translation>Trainingskosten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="144"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="145"/>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="148"/>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="149"/>
        <source>context %1</source>
        <translation>Kontext %1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="150"/>
        <source>%1 B tokens</source>
        <translation>%1 Mrd. Token</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="152"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="156"/>
        <source>%1 %2, low</source>
        <translation>%1 %2, niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="159"/>
        <source>%1 %2, high</source>
        <translation>%1 %2, hoch</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="190"/>
        <source>conflict, used</source>
        <translation>Konflikt, verwendet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="191"/>
        <source>conflict, alternative</source>
        <translation>Konflikt, Alternative</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="192"/>
        <source>overlay</source>
        <translation>Ergänzung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/catalogrows.cpp" line="194"/>
        <source>older than %1 days (File → Import Prices… refreshes it)</source>
        <translation>älter als %1 Tage (Datei → Preise importieren… aktualisiert ihn)</translation>
    </message>
</context>
<context>
    <name>CatalogSession</name>
    <message>
        <source>the folder does not exist</source>
        <translation type="vanished">der Ordner existiert nicht</translation>
    </message>
</context>
<context>
    <name>ChartPane</name>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="26"/>
        <source>Show data table</source>
        <translation>Datentabelle anzeigen</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="40"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="52"/>
        <source>Data table</source>
        <translation>Datentabelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartpane.cpp" line="69"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="48"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="62"/>
        <source>none: every option is knocked out</source>
        <translation>keiner: Jede Option ist ausgeschlossen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="63"/>
        <source>%1 points%2</source>
        <translation>%1 Punkte%2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="65"/>
        <source> (too close to call)</source>
        <translation> (zu knapp für eine Entscheidung)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="66"/>
        <source>no runner-up</source>
        <translation>kein Zweitplatzierter</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="68"/>
        <location filename="../../ui/shell/comparedialog.cpp" line="70"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="75"/>
        <source>not applicable: no option needs a port</source>
        <translation>entfällt: Keine Option braucht eine Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="77"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="79"/>
        <source>%1: never pays back</source>
        <translation>%1: amortisiert sich nie</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="81"/>
        <source>%1: after %2</source>
        <translation>%1: Amortisationsdauer %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="88"/>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="101"/>
        <source>&amp;Differences only</source>
        <translation>Nur &amp;Unterschiede</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="102"/>
        <source>Add &amp;Current Scenario</source>
        <translation>&amp;Aktuelles Szenario hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="103"/>
        <source>Add Scenario &amp;File…</source>
        <translation>Szenario&amp;datei hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="104"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="106"/>
        <source>Compare Scenarios</source>
        <translation>Szenarien vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="108"/>
        <source>Choose two or three scenarios: the current one and saved files. Each is evaluated against the catalog in use.</source>
        <translation>Wählen Sie zwei oder drei Szenarien: das aktuelle und gespeicherte Dateien. Jedes wird mit dem verwendeten Katalog berechnet.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="115"/>
        <source>Scenarios to compare</source>
        <translation>Zu vergleichende Szenarien</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="127"/>
        <source>Inputs of each scenario</source>
        <translation>Eingaben der einzelnen Szenarien</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="128"/>
        <source>Hide the inputs that are the same in every scenario.</source>
        <translation>Eingaben ausblenden, die in jedem Szenario gleich sind.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="134"/>
        <source>&lt;b&gt;Inputs&lt;/b&gt; (those that differ are in bold)</source>
        <translation>&lt;b&gt;Eingaben&lt;/b&gt; (abweichende sind fett)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="141"/>
        <source>Comparison of headline figures</source>
        <translation>Vergleich der wichtigsten Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="174"/>
        <source>Current scenario</source>
        <translation>Aktuelles Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="291"/>
        <source>Custom</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="296"/>
        <source>Cheapest CUDA option</source>
        <translation>Günstigste CUDA-Option</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="342"/>
        <source>Differs between the scenarios</source>
        <translation>Unterscheidet sich zwischen den Szenarien</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="182"/>
        <source>At most %1 scenarios can be compared.</source>
        <translation>Höchstens %1 Szenarien lassen sich vergleichen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="188"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="217"/>
        <source>Add Scenarios to Compare</source>
        <translation>Szenarien zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="220"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Szenariodateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="248"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="249"/>
        <source>Lean</source>
        <translation>Tendenz</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="250"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="251"/>
        <source>Margin over runner-up</source>
        <translation>Vorsprung vor dem Zweiten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="252"/>
        <source>Cost per million tokens (winner)</source>
        <translation>Kosten pro Million Token (Sieger)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="253"/>
        <source>Cost over horizon (winner)</source>
        <translation>Kosten über den Zeitraum (Sieger)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="254"/>
        <source>Cost over horizon (runner-up)</source>
        <translation>Kosten über den Zeitraum (Zweiter)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="255"/>
        <source>Break-even of the port</source>
        <translation>Amortisation der Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/comparedialog.cpp" line="257"/>
        <source>Rank %1</source>
        <translation>Rang %1</translation>
    </message>
</context>
<context>
    <name>CostPerTokenModel</name>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="131"/>
        <source>indicative price, for reference: not an offer to buy</source>
        <translation>Richtpreis zur Orientierung: kein Kaufangebot</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="132"/>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="133"/>
        <source>no published price</source>
        <translation>kein veröffentlichter Preis</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="136"/>
        <source>no throughput estimate</source>
        <translation>keine Durchsatzschätzung</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="197"/>
        <source>10th to 90th percentile over the plausible cases of the How Firm tab</source>
        <translation>10. bis 90. Perzentil über die plausiblen Fälle des Reiters „Wie belastbar“</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="204"/>
        <source>Dated more than %1 days ago; File → Import Prices… refreshes it from a SkyPilot, gpuhunt or AWS price file.</source>
        <translation>Mehr als %1 Tage alt; Datei → Preise importieren… aktualisiert ihn aus einer Preisdatei von SkyPilot, gpuhunt oder AWS.</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="223"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="224"/>
        <source>Pricing model</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="225"/>
        <source>USD per million tokens</source>
        <translation>USD pro Million Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="226"/>
        <source>P10 – P90 of the cases</source>
        <translation>P10 – P90 der Fälle</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="227"/>
        <source>Throughput method</source>
        <translation>Durchsatz-Methode</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="228"/>
        <source>Tokens/s per chip</source>
        <translation>Token/s pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="229"/>
        <source>USD per chip-hour</source>
        <translation>USD pro Chip-Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="230"/>
        <source>Price as of (age)</source>
        <translation>Preis vom (Alter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/costpertokenmodel.cpp" line="231"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
</context>
<context>
    <name>DecisionScoreModel</name>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="81"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="89"/>
        <source>%1: score %2 of 100 × weight %3 ÷ total weight %4</source>
        <translation>%1: Bewertung %2 von 100 × Gewicht %3 ÷ Gesamtgewicht %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="110"/>
        <source>Option (rank)</source>
        <translation>Option (Rang)</translation>
    </message>
    <message>
        <location filename="../../ui/views/decisionscoremodel.cpp" line="111"/>
        <source>Total (of 100)</source>
        <translation>Summe (von 100)</translation>
    </message>
</context>
<context>
    <name>DevicesPanel</name>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="17"/>
        <source>New devices may join</source>
        <translation>Neue Geräte dürfen beitreten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="19"/>
        <source>Turn off once everyone in the room is in: nobody else can join, the devices already in keep voting.</source>
        <translation>Schalten Sie dies aus, sobald alle im Raum dabei sind: Dann kann niemand mehr beitreten, die bereits verbundenen Geräte stimmen weiter ab.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="23"/>
        <source>Joining needs a code:</source>
        <translation>Beitritt erfordert einen Code:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="25"/>
        <source>A code shown only here, to read out to the room: the link on the projector alone no longer lets a device join.</source>
        <translation>Ein Code, der nur hier erscheint und dem Raum vorgelesen wird: Der Link auf dem Projektor allein genügt dann nicht mehr zum Beitreten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="39"/>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="40"/>
        <source>People in the room</source>
        <translation>Personen im Raum</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="42"/>
        <source>People in the room:</source>
        <translation>Personen im Raum:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>Joined</source>
        <translation>Beigetreten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="51"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="56"/>
        <source>Remove Device</source>
        <translation>Gerät entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="58"/>
        <source>Forgets the device; its participant and their ballots go too.</source>
        <translation>Vergisst das Gerät; seine Teilnehmerin bzw. sein Teilnehmer und deren Stimmzettel entfallen ebenfalls.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="99"/>
        <source>Device %1, no ballot yet</source>
        <translation>Gerät %1, noch kein Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="102"/>
        <source>⚠ joined in a burst</source>
        <translation>⚠ gehäuft beigetreten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="105"/>
        <source>Joined from the same address as another device, or within a second of several others: one person may hold several.</source>
        <translation>Von derselben Adresse wie ein anderes Gerät beigetreten oder innerhalb einer Sekunde mit mehreren anderen: Eine Person hält womöglich mehrere.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="115"/>
        <source>%1 of %2 devices joined for %3 people in the room.</source>
        <translation>%1 von %2 Geräten für %3 Personen im Raum beigetreten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="117"/>
        <source>%1 of %2 devices joined.</source>
        <translation>%1 von %2 Geräten beigetreten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="120"/>
        <source>That is %1 more than there are people: remove the ones nobody claims, or close joining.</source>
        <translation>Das sind %1 mehr, als Personen da sind: Entfernen Sie die, zu denen sich niemand bekennt, oder schließen Sie den Beitritt.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/devicespanel.cpp" line="123"/>
        <source>%1 joined in a burst (marked ⚠).</source>
        <translation>%1 gehäuft beigetreten (mit ⚠ markiert).</translation>
    </message>
</context>
<context>
    <name>DiagnosticsDialog</name>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="35"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="35"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="35"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="35"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="46"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="46"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/diagnosticsdialog.cpp" line="50"/>
        <source>(whole file)</source>
        <translation>(ganze Datei)</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../ui/session/document.cpp" line="45"/>
        <source>(and one more problem)</source>
        <translation>(und ein weiteres Problem)</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="46"/>
        <source>(and %1 more problems)</source>
        <translation>(und %1 weitere Probleme)</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="134"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="202"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="210"/>
        <location filename="../../ui/session/document.cpp" line="218"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="340"/>
        <source>%1 is open in another window, so this window shows it read-only: save your changes under another name.</source>
        <translation>%1 ist in einem anderen Fenster geöffnet, daher zeigt dieses Fenster die Datei schreibgeschützt: Speichern Sie Ihre Änderungen unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="344"/>
        <source>%1 was changed on disk after it was opened or last saved here (by another program or another AccelDecide window); saving now would replace those changes.</source>
        <translation>%1 wurde auf dem Datenträger geändert, nachdem die Datei hier geöffnet oder zuletzt gespeichert wurde (von einem anderen Programm oder einem anderen AccelDecide-Fenster); jetzt zu speichern würde diese Änderungen ersetzen.</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="355"/>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: Die Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="366"/>
        <source>%1: saving failed: %2</source>
        <translation>%1: Speichern fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/document.cpp" line="387"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>ExplainBrowser</name>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="136"/>
        <source>How this figure was computed</source>
        <translation>Wie diese Zahl berechnet wurde</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="160"/>
        <source>This figure is not part of the current results.</source>
        <translation>Diese Zahl gehört nicht zu den aktuellen Ergebnissen.</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="39"/>
        <source>Taken from your scenario.</source>
        <translation>Aus Ihrem Szenario übernommen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="25"/>
        <source>A figure from the catalog, as its vendor publishes it.</source>
        <translation>Eine Zahl aus dem Katalog, wie der Hersteller sie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="27"/>
        <source>A figure from the catalog, as an independent source published it.</source>
        <translation>Eine Zahl aus dem Katalog, wie eine unabhängige Quelle sie veröffentlicht hat.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="28"/>
        <source>A figure from the catalog, derived from other published figures.</source>
        <translation>Eine Zahl aus dem Katalog, abgeleitet aus anderen veröffentlichten Zahlen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="30"/>
        <source>An estimate in the catalog: nobody publishes this figure, so it may be off either way.</source>
        <translation>Eine Schätzung im Katalog: Niemand veröffentlicht diese Zahl, sie kann also in beide Richtungen abweichen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="31"/>
        <source>Your own figure, from your catalog overlay.</source>
        <translation>Ihre eigene Zahl, aus Ihrer Katalog-Ergänzung.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="42"/>
        <source>Based on a published throughput measurement.</source>
        <translation>Beruht auf einer veröffentlichten Durchsatzmessung.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="44"/>
        <source>Estimated from the chip&apos;s peak memory bandwidth and FLOP/s (roofline model), not measured.</source>
        <translation>Geschätzt aus der maximalen Speicherbandbreite und den FLOP/s des Chips (Roofline-Modell), nicht gemessen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="47"/>
        <source>Computed from first principles (parameter counts, tokens, peak FLOP/s, utilisation).</source>
        <translation>Aus Grundprinzipien berechnet (Parameterzahlen, Token, maximale FLOP/s, Auslastung).</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="49"/>
        <source>Derived from other figures of this option.</source>
        <translation>Aus anderen Zahlen dieser Option abgeleitet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="52"/>
        <source>The method is not recorded.</source>
        <translation>Die Methode ist nicht vermerkt.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="60"/>
        <source>Training compute per run</source>
        <translation>Trainingsrechenaufwand pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="62"/>
        <source>Weight bytes for serving</source>
        <translation>Bytes der Gewichte im Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="64"/>
        <source>KV cache bytes per sequence</source>
        <translation>Bytes des KV-Cache pro Sequenz</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="82"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="100"/>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="103"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="110"/>
        <source>Note:</source>
        <translation>Anmerkung:</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="112"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="174"/>
        <source>Figure</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="174"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="174"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="175"/>
        <source>Every computed figure</source>
        <translation>Alle berechneten Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="210"/>
        <location filename="../../ui/views/explainview.cpp" line="302"/>
        <location filename="../../ui/views/explainview.cpp" line="339"/>
        <source>Select a figure to see its formula, inputs and sources.</source>
        <translation>Wählen Sie eine Zahl, um ihre Formel, Eingaben und Quellen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="306"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/views/explainview.cpp" line="319"/>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
</context>
<context>
    <name>FormBase</name>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="82"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="134"/>
        <source>The scenario holds %1, outside the range this field can edit (%2 to %3); it is used as it is.</source>
        <translation>Das Szenario enthält %1, außerhalb des Bereichs, den dieses Feld bearbeiten kann (%2 bis %3); der Wert wird unverändert verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="158"/>
        <source>Range for How Firm: %1 to %2</source>
        <translation>Bandbreite für „Wie belastbar“: %1 bis %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="168"/>
        <source>Type “LOW to HIGH” to give it a 90 % range for How Firm instead.</source>
        <translation>Geben Sie „NIEDRIG bis HOCH“ ein, um stattdessen eine 90-%-Bandbreite für „Wie belastbar“ anzugeben.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/formbase.cpp" line="179"/>
        <source>Change range of %1</source>
        <translation>Bandbreite von %1 ändern</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="24"/>
        <source>Using AccelDecide</source>
        <translation>AccelDecide verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="25"/>
        <source>How the decision is made</source>
        <translation>Wie die Entscheidung getroffen wird</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="26"/>
        <source>Formulas</source>
        <translation>Formeln</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="27"/>
        <source>Workshops</source>
        <translation>Workshops</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="28"/>
        <source>Autosave and recovery</source>
        <translation>Automatisches Speichern und Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="29"/>
        <source>Scenario files</source>
        <translation>Szenariodateien</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="30"/>
        <source>Catalog files and overlays</source>
        <translation>Katalogdateien und Ergänzungen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="31"/>
        <source>Command line</source>
        <translation>Kommandozeile</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="53"/>
        <source>AccelDecide Manual</source>
        <translation>AccelDecide-Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="55"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/helpwindow.cpp" line="58"/>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
</context>
<context>
    <name>ImportResultsDialog</name>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="32"/>
        <source>Imported Ballots</source>
        <translation>Importierte Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="37"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="37"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="37"/>
        <source>Participant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="38"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="47"/>
        <source>Add Them as New Participants</source>
        <translation>Als neue Teilnehmer hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="50"/>
        <source>Take the ballots from people who are not on the participant list, and add them to it.</source>
        <translation>Die Stimmzettel von Personen übernehmen, die nicht auf der Teilnehmerliste stehen, und sie der Liste hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="117"/>
        <source>%1 of 1 file changed the workshop.</source>
        <translation>%1 von 1 Datei hat den Workshop geändert.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="118"/>
        <source>%1 of %2 files changed the workshop.</source>
        <translation>%1 von %2 Dateien haben den Workshop geändert.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/importresultsdialog.cpp" line="121"/>
        <source>The others left it as it was; each line says why.</source>
        <translation>Die übrigen haben ihn unverändert gelassen; jede Zeile nennt den Grund.</translation>
    </message>
</context>
<context>
    <name>KeyFiguresModel</name>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="114"/>
        <source>no port</source>
        <translation>keine Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="115"/>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="138"/>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="140"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="116"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="137"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="138"/>
        <source>%1 weeks</source>
        <translation>%1 Wochen</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="155"/>
        <source>%1: %2 (%3). Select to see how it was computed.</source>
        <translation>%1: %2 (%3). Auswählen, um zu sehen, wie die Zahl berechnet wurde.</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="170"/>
        <source>Price per chip-hour at the scenario&apos;s pricing model</source>
        <translation>Preis pro Chip-Stunde im Preismodell des Szenarios</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="171"/>
        <source>Cost per million generated tokens</source>
        <translation>Kosten pro Million erzeugter Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="172"/>
        <source>Cost of one training run</source>
        <translation>Kosten eines Trainingslaufs</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="173"/>
        <source>Wall-clock time of one run at the scenario&apos;s chip count</source>
        <translation>Laufzeit eines Laufs (Echtzeit) mit der Chipzahl des Szenarios</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="175"/>
        <source>Total cost of ownership over the horizon, porting and credits included</source>
        <translation>Gesamtbetriebskosten über den Zeitraum, inklusive Portierung und Guthaben</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="176"/>
        <source>Engineering time to move the stack to this option</source>
        <translation>Entwicklungsaufwand, um den Stack auf diese Option umzustellen</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="177"/>
        <source>When the port has paid for itself</source>
        <translation>Wann sich die Portierung bezahlt gemacht hat</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="184"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="185"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="186"/>
        <source>USD/chip-h</source>
        <translation>USD/Chip-h</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="187"/>
        <source>USD/Mtok</source>
        <translation>USD/Mio. Tok.</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="188"/>
        <source>Training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="189"/>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="190"/>
        <source>Total, horizon</source>
        <translation>Summe, Zeitraum</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="191"/>
        <source>Porting</source>
        <translation>Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/views/keyfiguresmodel.cpp" line="192"/>
        <source>Break-even</source>
        <translation>Amortisation</translation>
    </message>
</context>
<context>
    <name>LanServer</name>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="98"/>
        <source>Could not listen on %1, port %2: %3</source>
        <translation>Kann nicht auf %1, Port %2 lauschen: %3</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="195"/>
        <source>no request line arrived in time</source>
        <translation>keine Anfragezeile kam rechtzeitig an</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="221"/>
        <source>too many connections</source>
        <translation>zu viele Verbindungen</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="249"/>
        <source>the request took too long to arrive</source>
        <translation>die Anfrage kam zu langsam an</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="252"/>
        <source>too many requests from %1</source>
        <translation>zu viele Anfragen von %1</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="298"/>
        <source>the Host header does not name this server</source>
        <translation>der Host-Header nennt nicht diesen Server</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="304"/>
        <source>the request comes from another site</source>
        <translation>die Anfrage kommt von einer anderen Website</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="312"/>
        <source>no session at this address</source>
        <translation>keine Sitzung unter dieser Adresse</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="319"/>
        <source>pages are only read</source>
        <translation>Seiten werden nur gelesen</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="324"/>
        <source>the page is missing from the application</source>
        <translation>die Seite fehlt in der Anwendung</translation>
    </message>
    <message>
        <location filename="../../ui/lan/lanserver.cpp" line="327"/>
        <source>nothing here</source>
        <translation>hier ist nichts</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="90"/>
        <source>Open the catalog browser</source>
        <translation>Den Katalog durchsuchen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="120"/>
        <source>Autosave failed (%1). Your changes are still here: save them to a file.</source>
        <translation>Automatisches Speichern fehlgeschlagen (%1). Ihre Änderungen sind noch da: speichern Sie sie in eine Datei.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="216"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="217"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="219"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="226"/>
        <source>&amp;Copy Table</source>
        <translation>Tabelle &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="230"/>
        <source>&amp;Export Table as CSV…</source>
        <translation>Tabelle als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="234"/>
        <source>Export Table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="237"/>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="240"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="241"/>
        <source>&amp;Compare Scenarios…</source>
        <translation>Szenarien &amp;vergleichen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="242"/>
        <source>Catalog &amp;Browser…</source>
        <translation>&amp;Katalog durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="244"/>
        <source>&amp;Dark Palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="250"/>
        <source>&amp;Workshop</source>
        <translation>&amp;Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="253"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="254"/>
        <source>AccelDecide &amp;Manual</source>
        <translation>AccelDecide-&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="257"/>
        <source>&amp;About AccelDecide</source>
        <translation>&amp;Über AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="258"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="263"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="264"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="265"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="266"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="268"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="171"/>
        <location filename="../../ui/shell/mainwindow.cpp" line="269"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="271"/>
        <source>Load Catalog &amp;Overlay…</source>
        <translation>Katalog-Ergänzung &amp;laden…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="272"/>
        <source>Use Shipped Catalog Only</source>
        <translation>Nur den mitgelieferten Katalog verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="273"/>
        <source>Import &amp;Measurements…</source>
        <translation>Eigene &amp;Messungen importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="275"/>
        <source>Import &amp;Prices…</source>
        <translation>&amp;Preise importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="278"/>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="283"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="293"/>
        <source>Built-in Default Scenario</source>
        <translation>Eingebautes Standardszenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="299"/>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="306"/>
        <source>%1
The article leans: %2.</source>
        <translation>%1
Der Artikel neigt zu: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="317"/>
        <source>New scenario from the preset “%1”</source>
        <translation>Neues Szenario aus der Vorlage „%1“</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="323"/>
        <source>No presets yet</source>
        <translation>Noch keine Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="357"/>
        <source>Change range of %1</source>
        <translation>Bandbreite von %1 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="367"/>
        <source>Reset range of %1 to its default</source>
        <translation>Bandbreite von %1 auf den Standard zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="394"/>
        <source>Change weight of %1</source>
        <translation>Gewicht von %1 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="404"/>
        <source>Change score of %1 for %2</source>
        <translation>Bewertung von %1 für %2 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="417"/>
        <source>Use the model&apos;s score of %1 for %2</source>
        <translation>Bewertung %1 des Modells für %2 verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="431"/>
        <source>%1 (read-only)[*] — AccelDecide</source>
        <translation>%1 (schreibgeschützt)[*] — AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="432"/>
        <source>%1[*] — AccelDecide</source>
        <translation>%1[*] — AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="440"/>
        <source>Catalog: shipped + overlay</source>
        <translation>Katalog: mitgeliefert + Ergänzung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="441"/>
        <source>Catalog: shipped</source>
        <translation>Katalog: mitgeliefert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="442"/>
        <source> + the scenario&apos;s saved prices</source>
        <translation> + die mit dem Szenario gespeicherten Preise</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="443"/>
        <source>%1, 1 problem</source>
        <translation>%1, 1 Problem</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="444"/>
        <source>%1, %2 problems</source>
        <translation>%1, %2 Probleme</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="446"/>
        <source>Overlay folder: %1. Click to browse the catalog.</source>
        <translation>Ordner der Ergänzung: %1. Klicken, um den Katalog zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="450"/>
        <source>Click to browse the catalog.</source>
        <translation>Klicken, um den Katalog zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="79"/>
        <location filename="../../ui/shell/mainwindow.cpp" line="456"/>
        <source>Evaluated in %1 ms</source>
        <translation>Berechnet in %1 ms</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="468"/>
        <source>The results below are out of date until these inputs are fixed:
%1</source>
        <translation>Die Ergebnisse unten sind veraltet, bis diese Eingaben korrigiert sind:
%1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="521"/>
        <source>About AccelDecide</source>
        <translation>Über AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="522"/>
        <source>&lt;h3&gt;AccelDecide %1&lt;/h3&gt;&lt;p&gt;Trainium or GPU: cost per token, training cost, break-even of a port and a weighted decision, each figure traceable to its inputs and sources.&lt;/p&gt;&lt;p&gt;Figures from the shipped catalog carry their source, date and kind; vendor claims are labelled as such.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AccelDecide %1&lt;/h3&gt;&lt;p&gt;Trainium oder GPU: Kosten pro Token, Trainingskosten, Amortisation einer Portierung und eine gewichtete Entscheidung; jede Zahl lässt sich auf ihre Eingaben und Quellen zurückführen.&lt;/p&gt;&lt;p&gt;Zahlen aus dem mitgelieferten Katalog nennen Quelle, Datum und Art; Herstellerangaben sind als solche gekennzeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="558"/>
        <source>The catalog overlay in %1 could not be loaded again; using the shipped catalog. Load it from the File menu to see its problems.</source>
        <translation>Die Katalog-Ergänzung in %1 konnte nicht erneut geladen werden; der mitgelieferte Katalog wird verwendet. Laden Sie sie über das Menü Datei, um ihre Probleme zu sehen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="39"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="40"/>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="63"/>
        <source>New scenario from the built-in default</source>
        <translation>Neues Szenario aus der eingebauten Vorgabe</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="70"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="71"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Szenariodateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="97"/>
        <source>Cannot Open Scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="130"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="137"/>
        <source>Scenario Opened with Warnings</source>
        <translation>Szenario mit Warnungen geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="111"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="113"/>
        <source>Opened %1 read-only: it is open in %2. Save As keeps your changes.</source>
        <translation>%1 schreibgeschützt geöffnet: Die Datei ist in %2 geöffnet. „Speichern unter“ bewahrt Ihre Änderungen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="115"/>
        <source>Opened a copy of %1, which is open in %2. Save it under a name of its own.</source>
        <translation>Eine Kopie von %1 geöffnet, das in %2 geöffnet ist. Speichern Sie sie unter eigenem Namen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="138"/>
        <source>“%1” was opened, but some of what it holds was not read:</source>
        <translation>„%1“ wurde geöffnet, aber ein Teil des Inhalts wurde nicht gelesen:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="146"/>
        <source>File Open Elsewhere</source>
        <translation>Datei anderweitig geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="147"/>
        <source>“%1” is already open in %2.

Changes made in two windows would overwrite each other. Open it read-only (Save As keeps your changes), or open an untitled copy?</source>
        <translation>„%1“ ist bereits in %2 geöffnet.

Änderungen in zwei Fenstern würden einander überschreiben. Schreibgeschützt öffnen („Speichern unter“ bewahrt Ihre Änderungen) oder eine unbenannte Kopie öffnen?</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="153"/>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="154"/>
        <source>Open a &amp;Copy</source>
        <translation>&amp;Kopie öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="164"/>
        <source>File Changed on Disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="165"/>
        <source>“%1” was changed on disk after you opened or last saved it here, by another program or another AccelDecide window.

Overwrite those changes with yours, or save yours under another name?</source>
        <translation>„%1“ wurde auf dem Datenträger geändert, nachdem Sie die Datei hier geöffnet oder zuletzt gespeichert haben, von einem anderen Programm oder einem anderen AccelDecide-Fenster.

Diese Änderungen mit Ihren überschreiben oder Ihre unter einem anderen Namen speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="172"/>
        <source>&amp;Overwrite</source>
        <translation>&amp;Überschreiben</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="190"/>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="192"/>
        <source>Scenario files (*.json)</source>
        <translation>Szenariodateien (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="205"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="226"/>
        <source>Cannot Save Scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="206"/>
        <source>%1 is open in %2; saving over it would replace what that window shows. Save under another name.</source>
        <translation>%1 ist in %2 geöffnet; Speichern würde ersetzen, was jenes Fenster zeigt. Speichern Sie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="227"/>
        <source>%1

The file on disk was not changed. Your changes are still in this window%2; save them under another name, or try again once the problem is solved.</source>
        <translation>%1

Die Datei auf dem Datenträger wurde nicht geändert. Ihre Änderungen sind noch in diesem Fenster%2; speichern Sie sie unter einem anderen Namen oder versuchen Sie es erneut, wenn das Problem behoben ist.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="230"/>
        <source> and in its autosaved copy</source>
        <translation> und in seiner automatisch gespeicherten Kopie</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="232"/>
        <source>Not saved: %1 is as it was.</source>
        <translation>Nicht gespeichert: %1 ist unverändert.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="238"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="249"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="255"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="258"/>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="267"/>
        <source>Load Catalog Overlay</source>
        <translation>Katalog-Ergänzung laden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="276"/>
        <source>Catalog Overlay Not Loaded</source>
        <translation>Katalog-Ergänzung nicht geladen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="277"/>
        <source>The overlay in %1 has errors, so none of it is used; the application keeps the catalog it had.</source>
        <translation>Die Ergänzung in %1 enthält Fehler und wird daher nicht verwendet; die Anwendung behält ihren bisherigen Katalog.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="285"/>
        <source>Catalog Overlay Loaded with Warnings</source>
        <translation>Katalog-Ergänzung mit Warnungen geladen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="286"/>
        <source>The overlay in %1 is in use. Some of its content was questionable:</source>
        <translation>Die Ergänzung in %1 wird verwendet. Ein Teil ihres Inhalts war fragwürdig:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="289"/>
        <source>Catalog overlay loaded from %1</source>
        <translation>Katalog-Ergänzung aus %1 geladen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="296"/>
        <source>Import Measurements</source>
        <translation>Messungen importieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="297"/>
        <source>Benchmark results (*.json *.csv);;vLLM results (*.json);;CSV (*.csv)</source>
        <translation>Benchmark-Ergebnisse (*.json *.csv);;vLLM-Ergebnisse (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="321"/>
        <source>Measurements Not Imported</source>
        <translation>Messungen nicht importiert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="322"/>
        <source>Nothing was imported from %1:</source>
        <translation>Aus %1 wurde nichts importiert:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="334"/>
        <source>Measurements Imported with Warnings</source>
        <translation>Messungen mit Warnungen importiert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="335"/>
        <source>%1 was imported; check these points:</source>
        <translation>%1 wurde importiert; prüfen Sie diese Punkte:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="336"/>
        <source>%n measurement(s) imported from %1 into %2</source>
        <translation>
            <numerusform>%n Messung aus %1 in %2 importiert</numerusform>
            <numerusform>%n Messungen aus %1 in %2 importiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="354"/>
        <source>Prices Changed Since Saved</source>
        <translation>Preise seit dem Speichern geändert</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="355"/>
        <source>%n price(s) this scenario was assessed with changed since it was saved. Assess it with today&apos;s prices, or keep the saved ones?</source>
        <translation>
            <numerusform>%n Preis, mit dem dieses Szenario berechnet wurde, hat sich seit dem Speichern geändert. Mit den heutigen Preisen berechnen oder die gespeicherten behalten?</numerusform>
            <numerusform>%n Preise, mit denen dieses Szenario berechnet wurde, haben sich seit dem Speichern geändert. Mit den heutigen Preisen berechnen oder die gespeicherten behalten?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="360"/>
        <source>Use Today&apos;s Prices</source>
        <translation>Heutige Preise verwenden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="361"/>
        <source>Keep Saved Prices</source>
        <translation>Gespeicherte Preise behalten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="367"/>
        <source>Assessed with the prices saved with the scenario</source>
        <translation>Mit den im Szenario gespeicherten Preisen berechnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="368"/>
        <source>Assessed with today&apos;s prices; %n changed since the scenario was saved</source>
        <translation>
            <numerusform>Mit den heutigen Preisen berechnet; %n hat sich seit dem Speichern des Szenarios geändert</numerusform>
            <numerusform>Mit den heutigen Preisen berechnet; %n haben sich seit dem Speichern des Szenarios geändert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="376"/>
        <source>Import Prices</source>
        <translation>Preise importieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="377"/>
        <source>Price files (*.csv *.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv);;AWS Price List offer file (*.json)</source>
        <translation>Preisdateien (*.csv *.json);;SkyPilot vms.csv oder gpuhunt-CSV (*.csv);;AWS-Preislisten-Angebotsdatei (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="383"/>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="399"/>
        <source>Prices Not Imported</source>
        <translation>Preise nicht importiert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="384"/>
        <source>Nothing was imported; the files have these problems:</source>
        <translation>Nichts wurde importiert; die Dateien haben diese Probleme:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_files.cpp" line="400"/>
        <source>Nothing was written to %1:</source>
        <translation>In %1 wurde nichts geschrieben:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/mainwindow_files.cpp" line="404"/>
        <source>%n offer(s) written to %1</source>
        <translation>
            <numerusform>%n Angebot in %1 geschrieben</numerusform>
            <numerusform>%n Angebote in %1 geschrieben</numerusform>
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
        <location filename="../../ui/views/matrixmodel.cpp" line="152"/>
        <source>Its share of the group&apos;s weight, from %1 to %2: the members split the group&apos;s weight in these proportions.</source>
        <translation>Sein Anteil am Gewicht der Gruppe, von %1 bis %2: Die Mitglieder teilen das Gewicht der Gruppe in diesem Verhältnis.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="154"/>
        <source>How much the swing from the worst to the best end of this criterion matters, from %1 (not at all) to %2 (decisive). Edit to re-rank.</source>
        <translation>Wie sehr der Schritt vom schlechtesten zum besten Ende dieses Kriteriums zählt, von %1 (gar nicht) bis %2 (entscheidend). Bearbeiten, um neu zu ranken.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="158"/>
        <source>Catalog default: %1.</source>
        <translation>Katalogvorgabe: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="161"/>
        <source>Weighs %1 in the total.</source>
        <translation>Geht mit %1 in die Summe ein.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="175"/>
        <source>the members below</source>
        <translation>die Mitglieder unten</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="181"/>
        <source>no data: enter scores</source>
        <translation>keine Daten: Bewertungen eingeben</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="183"/>
        <source>profile scores</source>
        <translation>Profilbewertungen</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="187"/>
        <source>No option has a figure for this criterion, so it weighs nothing until you enter scores in its row.
</source>
        <translation>Keine Option hat eine Zahl für dieses Kriterium, daher wiegt es nichts, bis Sie Bewertungen in seiner Zeile eingeben.
</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="189"/>
        <source>Scale: %1.</source>
        <translation>Skala: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="190"/>
        <source>The options in view: %1.</source>
        <translation>Die angezeigten Optionen: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="211"/>
        <source>The members&apos; scores, weighted by their shares of the group.</source>
        <translation>Die Bewertungen der Mitglieder, gewichtet nach ihren Anteilen an der Gruppe.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="231"/>
        <source>Weighted total (of 100)</source>
        <translation>Gewichtete Summe (von 100)</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="231"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="236"/>
        <source>Scored from the cost model.</source>
        <translation>Aus dem Kostenmodell bewertet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="237"/>
        <source>Scored from expert profiles; you can edit the scores.</source>
        <translation>Aus Expertenprofilen bewertet; Sie können die Bewertungen ändern.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="257"/>
        <source>excluded</source>
        <translation>ausgeschlossen</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="277"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="292"/>
        <source>Your score (right-click to reset to the profile).</source>
        <translation>Ihre Bewertung (Rechtsklick setzt sie auf das Profil zurück).</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="293"/>
        <source>Derived from the model; not editable.</source>
        <translation>Aus dem Modell abgeleitet; nicht bearbeitbar.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="294"/>
        <source>Expert profile score; double-click to change it.</source>
        <translation>Bewertung aus dem Expertenprofil; zum Ändern doppelklicken.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="306"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="308"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="309"/>
        <source>Swing weights from 0 (not at all) to 5 (decisive)</source>
        <translation>Swing-Gewichte von 0 (gar nicht) bis 5 (entscheidend)</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="311"/>
        <source>Swing weighed</source>
        <translation>Gewichtete Spanne</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="312"/>
        <source>Where the options lie on the criterion, in its units: the swing the weight weighs. The tooltip gives the scale.</source>
        <translation>Wo die Optionen auf dem Kriterium liegen, in seinen Einheiten: die Spanne, die das Gewicht gewichtet. Der Tooltip nennt die Skala.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="320"/>
        <source>%1
(excluded)</source>
        <translation>%1
(ausgeschlossen)</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixmodel.cpp" line="325"/>
        <source>%1 is excluded: %2</source>
        <translation>%1 ist ausgeschlossen: %2</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="93"/>
        <source>Knocked-out options</source>
        <translation>Ausgeschlossene Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="94"/>
        <location filename="../../ui/views/matrixview.cpp" line="121"/>
        <source>What would change the winner</source>
        <translation>Was den Sieger ändern würde</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="110"/>
        <source>Decision matrix</source>
        <translation>Entscheidungsmatrix</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="116"/>
        <source>Margin of the leader</source>
        <translation>Vorsprung der führenden Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="122"/>
        <source>Knocked out</source>
        <translation>Ausgeschlossen</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="240"/>
        <source>No option is left after the knock-outs.</source>
        <translation>Nach den Ausschlusskriterien bleibt keine Option übrig.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="242"/>
        <source>%1 is the only option left.</source>
        <translation>%1 ist die einzige verbleibende Option.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="246"/>
        <source>%1 leads %2 by %3 points of 100.</source>
        <translation>%1 liegt vor %2, mit %3 von 100 Punkten Vorsprung.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="247"/>
        <source>Too close to call: %1 leads %2 by only %3 points of 100.</source>
        <translation>Zu knapp für eine Entscheidung: %1 liegt nur %3 von 100 Punkten vor %2.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="258"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="266"/>
        <source>No option is knocked out.</source>
        <translation>Keine Option ist ausgeschlossen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="275"/>
        <source>Most fragile: %1</source>
        <translation>Am wackligsten: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="283"/>
        <source>Nothing to compare.</source>
        <translation>Nichts zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="284"/>
        <source>No single weight change within 0–5 changes the winner.</source>
        <translation>Keine einzelne Gewichtsänderung im Bereich 0–5 ändert den Sieger.</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="303"/>
        <source>Reset to profile</source>
        <translation>Auf Profil zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../ui/views/matrixview.cpp" line="305"/>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
</context>
<context>
    <name>MeasurementDialog</name>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="28"/>
        <source>Import Measurements</source>
        <translation>Messungen importieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="30"/>
        <source>%1 is a vLLM benchmark result. Say what it does not: the chip that ran it, the catalog model it was, and its precision and batch. Its throughput is divided by the chips that served the model, to give tokens/s per chip.</source>
        <translation>%1 ist ein vLLM-Benchmark-Ergebnis. Geben Sie an, was es nicht enthält: den Chip, auf dem es lief, das Katalogmodell sowie Genauigkeit und Batch. Sein Durchsatz wird durch die Chips geteilt, die das Modell ausgeliefert haben, um Token/s pro Chip zu erhalten.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="37"/>
        <source>From the file</source>
        <translation>Aus der Datei</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="41"/>
        <source>Choose the chip that ran it…</source>
        <translation>Chip wählen, auf dem es lief…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="42"/>
        <source>From the file (its chip metadata)</source>
        <translation>Aus der Datei (ihre Chip-Metadaten)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="47"/>
        <source>From the file (model_id)</source>
        <translation>Aus der Datei (model_id)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="60"/>
        <source>From the file (its concurrency, or the requests in flight)</source>
        <translation>Aus der Datei (ihre Nebenläufigkeit oder die gleichzeitig laufenden Anfragen)</translation>
    </message>
    <message>
        <source>From the file (max_concurrency)</source>
        <translation type="vanished">Aus der Datei (max_concurrency)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="64"/>
        <source>From the file (one when it does not say)</source>
        <translation>Aus der Datei (einer, wenn sie nichts angibt)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="67"/>
        <source>Chip:</source>
        <translation>Chip:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="68"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="69"/>
        <source>Precision:</source>
        <translation>Genauigkeit:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="70"/>
        <source>Batch:</source>
        <translation>Batch:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/measurementdialog.cpp" line="71"/>
        <source>Chips serving it:</source>
        <translation>Ausliefernde Chips:</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <location filename="../../core/base/message.cpp" line="182"/>
        <location filename="../../core/base/message.cpp" line="189"/>
        <location filename="../../core/base/message.cpp" line="203"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="192"/>
        <source>$%1 M</source>
        <translation>%1&#xa0;Mio.&#xa0;$</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="193"/>
        <source>$%1 B</source>
        <translation>%1&#xa0;Mrd.&#xa0;$</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="195"/>
        <location filename="../../core/inputs/price_import.cpp" line="582"/>
        <source>$%1</source>
        <translation>%1&#xa0;$</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="204"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="210"/>
        <source>every one</source>
        <translation>jedem einzelnen</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="211"/>
        <source>more than 99%</source>
        <translation>mehr als 99&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="212"/>
        <source>none</source>
        <translation>keinem</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="213"/>
        <source>fewer than 1%</source>
        <translation>weniger als 1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="230"/>
        <source>%1 trillion</source>
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="231"/>
        <source>%1 billion</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="232"/>
        <source>%1 million</source>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="233"/>
        <source>%1 thousand</source>
        <translation>%1 Tsd.</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="240"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="439"/>
        <location filename="../../core/base/message.cpp" line="242"/>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="243"/>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="244"/>
        <source>%1 hour</source>
        <translation>%1 Stunde</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="437"/>
        <location filename="../../core/base/message.cpp" line="245"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../../core/base/message.cpp" line="246"/>
        <source>%1 day</source>
        <translation>%1 Tag</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty_text.cpp" line="28"/>
        <source>%1 costs less than %2 in %3 of %4 plausible cases.</source>
        <translation>%1 kostet in %3 von %4 plausiblen Fällen weniger als %2.</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty_text.cpp" line="31"/>
        <source>The saving of the Trainium option (negative where the GPU is cheaper) runs from %1 at the 10th percentile through %2 to %3 at the 90th.</source>
        <translation>Die Ersparnis der Trainium-Option (negativ, wo die GPU günstiger ist) reicht von %1 beim 10. Perzentil über %2 bis %3 beim 90.</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty_text.cpp" line="36"/>
        <source>The port to %1 pays back after %2, %3 and %4 (10th, 50th and 90th percentile) and has paid back by the end of the horizon in %5 of the cases.</source>
        <translation>Die Amortisationsdauer der Portierung auf %1 beträgt %2, %3 und %4 (10., 50. und 90. Perzentil); bis zum Ende des Zeitraums hat sie sich in %5 der Fälle amortisiert.</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty_text.cpp" line="41"/>
        <source>Knowing every uncertain input before choosing between the two would lower the expected cost of the choice by %1 (the expected value of perfect information).</source>
        <translation>Jede unsichere Eingabe vor der Wahl zwischen beiden zu kennen, würde die erwarteten Kosten der Wahl um %1 senken (erwarteter Wert vollständiger Information).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="68"/>
        <source>Trainium stays cheaper unless its chip bill comes out more than %1 above the estimate (a lower throughput or a higher price than assumed)</source>
        <translation>Trainium bleibt günstiger, solange seine Chipkosten nicht mehr als %1 über der Schätzung liegen (geringerer Durchsatz oder höherer Preis als angenommen)</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="72"/>
        <source>Trainium would be cheaper only if its chip bill came out more than %1 below the estimate (a higher throughput or a lower price than assumed)</source>
        <translation>Trainium wäre nur günstiger, wenn seine Chipkosten mehr als %1 unter der Schätzung lägen (höherer Durchsatz oder niedrigerer Preis als angenommen)</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="79"/>
        <source>Even free Trainium chips would leave the GPU cheaper: the port and its upkeep alone cost more than the GPU&apos;s whole bill</source>
        <translation>Selbst mit kostenlosen Trainium-Chips bliebe die GPU günstiger: Portierung und Pflege allein kosten mehr als die gesamte GPU-Rechnung</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="91"/>
        <source>Even a port that cost nothing would leave the GPU cheaper</source>
        <translation>Selbst eine kostenlose Portierung ließe die GPU günstiger</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="95"/>
        <source>The port may take up to %1 weeks (%2 estimated) before the GPU becomes the cheaper choice</source>
        <translation>Die Portierung darf bis zu %1 Wochen dauern (%2 geschätzt), bevor die GPU die günstigere Wahl wird</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="98"/>
        <source>Trainium would be cheaper only if the port took under %1 weeks (%2 estimated)</source>
        <translation>Trainium wäre nur günstiger, wenn die Portierung weniger als %1 Wochen dauerte (%2 geschätzt)</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="111"/>
        <source>The GPU would be cheaper only if its price fell by more than %1</source>
        <translation>Die GPU wäre nur günstiger, wenn ihr Preis um mehr als %1 fiele</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="113"/>
        <source>Trainium becomes cheaper if the GPU&apos;s price rises by more than %1</source>
        <translation>Trainium wird günstiger, wenn der GPU-Preis um mehr als %1 steigt</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="146"/>
        <source>Firm on cost</source>
        <translation>Bei den Kosten belastbar</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="147"/>
        <source>Moderately firm on cost</source>
        <translation>Bei den Kosten mäßig belastbar</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="148"/>
        <source>Fragile on cost</source>
        <translation>Bei den Kosten wenig belastbar</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="166"/>
        <source>%1: Trainium is the cheaper side in %2 of %3 plausible cases (%4 uncertain inputs); its saving runs from %5 to %6 (10th to 90th percentile).</source>
        <translation>%1: Trainium ist in %2 von %3 plausiblen Fällen die günstigere Seite (%4 unsichere Eingaben); seine Ersparnis reicht von %5 bis %6 (10. bis 90. Perzentil).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="170"/>
        <source>%1: the GPU is the cheaper side in %2 of %3 plausible cases (%4 uncertain inputs); the GPU&apos;s saving runs from %5 to %6 (10th to 90th percentile).</source>
        <translation>%1: Die GPU ist in %2 von %3 plausiblen Fällen die günstigere Seite (%4 unsichere Eingaben); ihre Ersparnis reicht von %5 bis %6 (10. bis 90. Perzentil).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="187"/>
        <source>%1: Trainium is the cheaper side whatever the chip bill, port or GPU price.</source>
        <translation>%1: Trainium ist die günstigere Seite, unabhängig von Chipkosten, Portierung oder GPU-Preis.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="189"/>
        <source>%1: the GPU is the cheaper side whatever the chip bill, port or GPU price.</source>
        <translation>%1: Die GPU ist die günstigere Seite, unabhängig von Chipkosten, Portierung oder GPU-Preis.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="194"/>
        <source>%1, before sampling: Trainium stays the cheaper side unless one input below moves by %2 or more; sampling the uncertain inputs replaces this reading.</source>
        <translation>%1, vor der Stichprobe: Trainium bleibt die günstigere Seite, solange sich keine der unten genannten Eingaben um %2 oder mehr bewegt; die Stichprobe der unsicheren Eingaben ersetzt diese Einschätzung.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="197"/>
        <source>%1, before sampling: the GPU stays the cheaper side unless one input below moves by %2 or more; sampling the uncertain inputs replaces this reading.</source>
        <translation>%1, vor der Stichprobe: Die GPU bleibt die günstigere Seite, solange sich keine der unten genannten Eingaben um %2 oder mehr bewegt; die Stichprobe der unsicheren Eingaben ersetzt diese Einschätzung.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="205"/>
        <source>On the weights as set, the matrix lead is %1 points of 100; that measures the weights, not the certainty of the figures.</source>
        <translation>Bei den eingestellten Gewichten beträgt der Vorsprung in der Matrix %1 von 100 Punkten; das misst die Gewichte, nicht die Sicherheit der Zahlen.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="207"/>
        <source>The matrix is a close call (%1 points of 100): a small change in a weight can swap the top two.</source>
        <translation>Die Matrix ist knapp (%1 von 100 Punkten): Eine kleine Änderung eines Gewichts kann die beiden Ersten vertauschen.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="215"/>
        <source>The matrix puts %1 first in %2 of %3 cases.</source>
        <translation>Die Matrix setzt %1 in %2 von %3 Fällen an die erste Stelle.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="218"/>
        <source>Every figure is a single estimate, not a range.</source>
        <translation>Jede Zahl ist ein einzelner Schätzwert, keine Bandbreite.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="244"/>
        <source>Make the plan workable first (see above); the comparison below assumes it can be carried out.</source>
        <translation>Machen Sie den Plan zuerst umsetzbar (siehe oben); der Vergleich unten setzt voraus, dass er durchführbar ist.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="247"/>
        <source>Choose among the options the scenario&apos;s constraints leave, on the matrix. To see what the other side would save, relax the constraint that removes it (%1).</source>
        <translation>Wählen Sie anhand der Matrix unter den Optionen, die die Vorgaben des Szenarios übrig lassen. Um zu sehen, was die andere Seite sparen würde, lockern Sie die Vorgabe, die sie ausschließt (%1).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="255"/>
        <source>Benchmark the team&apos;s own model on %1 and on %2 before committing, to confirm the throughput figures used.</source>
        <translation>Messen Sie das eigene Modell des Teams vor der Festlegung auf %1 und auf %2, um die verwendeten Durchsatzzahlen zu bestätigen.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="259"/>
        <source>Benchmark the team&apos;s own model on %1 and on %2 before committing: the comparison rests on one vendor performance claim that a measurement would replace.</source>
        <translation>Messen Sie das eigene Modell des Teams vor der Festlegung auf %1 und auf %2: Der Vergleich beruht auf einer Leistungsangabe eines Herstellers, die eine Messung ersetzen würde.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="264"/>
        <source>Benchmark the team&apos;s own model on %1 and on %2 before committing: the comparison rests on %3 vendor performance claims that a measurement would replace.</source>
        <translation>Messen Sie das eigene Modell des Teams vor der Festlegung auf %1 und auf %2: Der Vergleich beruht auf %3 Leistungsangaben von Herstellern, die eine Messung ersetzen würde.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="271"/>
        <source>A week (%1 hours) on the smallest fleet that holds the model costs about %2 in chip time for both, against a %3 difference at stake.</source>
        <translation>Eine Woche (%1 Stunden) auf der kleinsten Flotte, die das Modell fasst, kostet für beide etwa %2 an Chipzeit, bei einem Unterschied von %3, um den es geht.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="283"/>
        <source>No plausible Trainium throughput changes which side is cheaper, so on cost alone the benchmark confirms the choice rather than makes it.</source>
        <translation>Kein plausibler Trainium-Durchsatz ändert, welche Seite günstiger ist; allein nach den Kosten bestätigt die Messung die Wahl also, statt sie zu treffen.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="287"/>
        <source>Knowing Trainium&apos;s real throughput would lower the expected cost of the choice by about %1 (its value of perfect information): the benchmark is worth running.</source>
        <translation>Den tatsächlichen Durchsatz von Trainium zu kennen, würde die erwarteten Kosten der Wahl um etwa %1 senken (sein Wert vollständiger Information): Die Messung lohnt sich.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="292"/>
        <source>Knowing Trainium&apos;s real throughput would lower the expected cost of the choice by about %1 (its value of perfect information): on cost alone the benchmark is worth less than it costs; run it if the figures it would confirm matter for other reasons.</source>
        <translation>Den tatsächlichen Durchsatz von Trainium zu kennen, würde die erwarteten Kosten der Wahl um etwa %1 senken (sein Wert vollständiger Information): Allein nach den Kosten ist die Messung weniger wert, als sie kostet; führen Sie sie durch, wenn die Zahlen, die sie bestätigen würde, aus anderen Gründen zählen.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="377"/>
        <source>; Trainium stays the cheaper side up to %1 per chip-hour</source>
        <translation>; Trainium bleibt bis %1 je Chip-Stunde die günstigere Seite</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="378"/>
        <source>; Trainium becomes the cheaper side at %1 per chip-hour or less</source>
        <translation>; Trainium wird bei %1 je Chip-Stunde oder weniger die günstigere Seite</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="379"/>
        <source>; the GPU stays the cheaper side up to %1 per chip-hour</source>
        <translation>; die GPU bleibt bis %1 je Chip-Stunde die günstigere Seite</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="380"/>
        <source>; the GPU becomes the cheaper side at %1 per chip-hour or less</source>
        <translation>; die GPU wird bei %1 je Chip-Stunde oder weniger die günstigere Seite</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="382"/>
        <source>%1 publishes no %2 for %3; the %4 used is %5&apos;s estimate%6: ask %1 for a quote</source>
        <translation>%1 veröffentlicht keinen Wert „%2“ für %3; die verwendeten %4 sind eine Schätzung von %5%6: Fragen Sie %1 nach einem Angebot</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="398"/>
        <source>Vendor performance claims, not independent measurements: %1</source>
        <translation>Leistungsangaben von Herstellern, keine unabhängigen Messungen: %1</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="401"/>
        <source>Estimates: %1</source>
        <translation>Schätzungen: %1</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="406"/>
        <source>Serving on %1 rests on your measurement %2: %3 requests at a time at %4 ms per token (median); it replaces the model there</source>
        <translation>Der Betrieb auf %1 beruht auf Ihrer Messung %2: %3 gleichzeitige Anfragen bei %4 ms pro Token (Median); sie ersetzt dort das Modell</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="424"/>
        <source>No Trainium price puts %1 first in the matrix: even with free chips its port and upkeep (%2) cost more than %3&apos;s whole bill (%4)</source>
        <translation>Kein Trainium-Preis setzt %1 in der Matrix an die erste Stelle: Selbst mit kostenlosen Chips kosten Portierung und Pflege (%2) mehr als die gesamte Rechnung von %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="427"/>
        <source>No Trainium price puts %1 first in the matrix: even with free chips, its port and upkeep (%2) leave what the weights value besides cost in the other options&apos; favour</source>
        <translation>Kein Trainium-Preis setzt %1 in der Matrix an die erste Stelle: Selbst mit kostenlosen Chips lassen Portierung und Pflege (%2) das, was die Gewichte neben den Kosten bewerten, zugunsten der anderen Optionen ausfallen</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="434"/>
        <source>%1 keeps first place in the matrix up to %2 per chip-hour (%3 assumed)</source>
        <translation>%1 bleibt in der Matrix bis %2 je Chip-Stunde an erster Stelle (%3 angenommen)</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="436"/>
        <source>%1 would take first place in the matrix at %2 per chip-hour or less (%3 assumed)</source>
        <translation>%1 käme in der Matrix bei %2 je Chip-Stunde oder weniger an die erste Stelle (%3 angenommen)</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="448"/>
        <source>No option survives the constraints.</source>
        <translation>Keine Option übersteht die Vorgaben.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="463"/>
        <source>Trainium saves %1 (%2) over %3 months, port and upkeep included.</source>
        <translation>Trainium spart über %3 Monate %1 (%2), Portierung und Pflege eingerechnet.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="464"/>
        <source>Trainium saves %1 (%2) over %3 months.</source>
        <translation>Trainium spart über %3 Monate %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="465"/>
        <source>The GPU saves %1 (%2) over %3 months, port and upkeep included.</source>
        <translation>Die GPU spart über %3 Monate %1 (%2), Portierung und Pflege eingerechnet.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="466"/>
        <source>The GPU saves %1 (%2) over %3 months.</source>
        <translation>Die GPU spart über %3 Monate %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="469"/>
        <source>The port pays back after %1, beyond the %2-month horizon.</source>
        <translation>Die Portierung amortisiert sich erst jenseits des Zeitraums von %2 Monaten (Amortisationsdauer: %1).</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="471"/>
        <source>The port pays back after %1.</source>
        <translation>Amortisationsdauer der Portierung: %1.</translation>
    </message>
    <message>
        <location filename="../../core/formats/memo.cpp" line="475"/>
        <source>No dollar comparison: %1.</source>
        <translation>Kein Vergleich in Dollar: %1.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="46"/>
        <source>The performance of the compared options rests on %1 vendor claim, not independent measurements (e.g. %2): benchmark the model on both before committing</source>
        <translation>Die Leistung der verglichenen Optionen beruht auf %1 Herstellerangabe, nicht auf unabhängigen Messungen (z.&#xa0;B. %2): Messen Sie das Modell vor der Festlegung auf beiden</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="48"/>
        <source>The performance of the compared options rests on %1 vendor claims, not independent measurements (e.g. %2): benchmark the model on both before committing</source>
        <translation>Die Leistung der verglichenen Optionen beruht auf %1 Herstellerangaben, nicht auf unabhängigen Messungen (z.&#xa0;B. %2): Messen Sie das Modell vor der Festlegung auf beiden</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="127"/>
        <source> against %1, the cheapest option on the team&apos;s current stack</source>
        <translation> gegenüber %1, der günstigsten Option auf dem bisherigen Stack des Teams</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="129"/>
        <source> against %1, the scenario&apos;s baseline</source>
        <translation> gegenüber %1, der Basis des Szenarios</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="140"/>
        <source>repays the port after %1 training run (the plan has %2 over %3 months)</source>
        <translation>holt die Portierung nach %1 Trainingslauf wieder herein (der Plan sieht %2 in %3 Monaten vor)</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="142"/>
        <source>repays the port after %1 training runs (the plan has %2 over %3 months)</source>
        <translation>holt die Portierung nach %1 Trainingsläufen wieder herein (der Plan sieht %2 in %3 Monaten vor)</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="149"/>
        <source>repays the port after %1, beyond the horizon%2</source>
        <translation>holt die Portierung erst jenseits des Zeitraums wieder herein (Amortisationsdauer: %1)%2</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="151"/>
        <source>repays the port after %1%2</source>
        <translation>holt die Portierung wieder herein (Amortisationsdauer: %1)%2</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="163"/>
        <source>There is no Trainium-against-GPU trade to weigh: %1.</source>
        <translation>Es gibt keinen Vergleich Trainium gegen GPU abzuwägen: %1.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="176"/>
        <source> net of the %1 port and %2 of SDK upkeep</source>
        <translation> nach Abzug der Portierung für %1 und %2 SDK-Pflege</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="178"/>
        <source> net of the %1 port</source>
        <translation> nach Abzug der Portierung für %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="182"/>
        <source>, and %1</source>
        <translation>, und %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="184"/>
        <source>Over %1 months, %2 costs %3 against %4 for %5: Trainium saves %6 (%7)%8%9. Choosing the GPU means paying %6 for portability, the CUDA ecosystem and no port.</source>
        <translation>Über %1 Monate kostet %2 %3 gegenüber %4 für %5: Trainium spart %6 (%7)%8%9. Wer die GPU wählt, zahlt %6 für Portabilität, das CUDA-Ökosystem und den Verzicht auf eine Portierung.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="190"/>
        <source>, and Trainium would add a port on top</source>
        <translation>, und bei Trainium käme eine Portierung hinzu</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="192"/>
        <source>Over %1 months, %2 costs %3 against %4 for %5: the GPU costs %6 (%7) less%8. Choosing Trainium would mean paying more for no gain in money.</source>
        <translation>Über %1 Monate kostet %2 %3 gegenüber %4 für %5: Die GPU kostet %6 (%7) weniger%8. Wer Trainium wählt, zahlt mehr ohne finanziellen Gewinn.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="200"/>
        <source>Lean Trainium</source>
        <translation>Tendenz Trainium</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="201"/>
        <source>Lean GPU</source>
        <translation>Tendenz GPU</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="202"/>
        <source>Lean Hybrid</source>
        <translation>Tendenz hybrid</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="203"/>
        <location filename="../../core/decision/recommend.cpp" line="205"/>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="216"/>
        <source>%1 is the only option left after the knock-outs (%2 of 100)</source>
        <translation>%1 ist nach den Ausschlusskriterien die einzige verbleibende Option (%2 von 100)</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="219"/>
        <source>%1 leads the matrix with %2 of 100, %3 points ahead of %4</source>
        <translation>%1 führt die Matrix mit %2 von 100 an, %3 Punkte vor %4</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="222"/>
        <source>%1 leads %2 by only %3 points (%4 against %5), a close call</source>
        <translation>%1 liegt nur %3 Punkte vor %2 (%4 gegenüber %5), ein knappes Ergebnis</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="227"/>
        <source>Lean Hybrid: research and prototyping on GPUs, stable repeated training on Trainium; %1.</source>
        <translation>Tendenz hybrid: Forschung und Prototypen auf GPUs, stabiles wiederholtes Training auf Trainium; %1.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="233"/>
        <source>; the weights value what the GPU offers above Trainium&apos;s %1 saving</source>
        <translation>; die Gewichte bewerten, was die GPU bietet, höher als die Ersparnis von %1 bei Trainium</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="236"/>
        <source>; the weights value what Trainium offers above the GPU&apos;s %1 saving</source>
        <translation>; die Gewichte bewerten, was Trainium bietet, höher als die Ersparnis von %1 bei der GPU</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="240"/>
        <source>; %1 runs neither Neuron nor CUDA</source>
        <translation>; %1 läuft weder mit Neuron noch mit CUDA</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="241"/>
        <source>%1: %2%3%4.</source>
        <translation>%1: %2%3%4.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="253"/>
        <source>, %1 against %2</source>
        <translation>, %1 gegenüber %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="257"/>
        <source>, a %1-week port to Neuron</source>
        <translation>, eine Portierung auf Neuron von %1 Wochen</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="262"/>
        <source>%1 (weight %2)%3: Trainium scores %4, the GPU %5, %6 points for Trainium</source>
        <translation>%1 (Gewicht %2)%3: Trainium erreicht %4, die GPU %5, %6 Punkte für Trainium</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="264"/>
        <source>%1 (weight %2)%3: Trainium scores %4, the GPU %5, %6 points for the GPU</source>
        <translation>%1 (Gewicht %2)%3: Trainium erreicht %4, die GPU %5, %6 Punkte für die GPU</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="276"/>
        <source>, plus %1 a year to follow SDK releases</source>
        <translation>, zuzüglich %1 im Jahr, um mit den SDK-Versionen Schritt zu halten</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="280"/>
        <source>Porting to Neuron would take about %1 weeks for %2 engineers%3%4</source>
        <translation>Die Portierung auf Neuron würde etwa %1 Wochen für %2 Entwickler dauern%3%4</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="282"/>
        <source>Porting to Neuron takes about %1 weeks for %2 engineers%3%4</source>
        <translation>Die Portierung auf Neuron dauert etwa %1 Wochen für %2 Entwickler%3%4</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="295"/>
        <source>it costs %1 less</source>
        <translation>sie kostet %1 weniger</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="296"/>
        <source>it costs %1 more</source>
        <translation>sie kostet %1 mehr</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="297"/>
        <source>The weights value what the GPU offers at a %1 premium: Trainium comes out ahead in the matrix when it costs at least %2 less than the GPU, and %3</source>
        <translation>Die Gewichte bewerten, was die GPU bietet, mit einem Aufschlag von %1: Trainium liegt in der Matrix vorn, wenn es mindestens %2 weniger kostet als die GPU, und %3</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="302"/>
        <source>Trainium costs %1 less</source>
        <translation>Trainium kostet %1 weniger</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="303"/>
        <source>Trainium costs %1 more</source>
        <translation>Trainium kostet %1 mehr</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="304"/>
        <source>The weights value what Trainium offers above the GPU&apos;s: the GPU comes out ahead in the matrix only when it costs at least %1 less than Trainium, and %2</source>
        <translation>Die Gewichte bewerten, was Trainium bietet, höher als das Angebot der GPU: Die GPU liegt in der Matrix nur vorn, wenn sie mindestens %1 weniger kostet als Trainium, und %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="319"/>
        <source>%1 trains for %2 a run against %3 on %4, %5 less</source>
        <translation>%1 trainiert für %2 je Lauf gegenüber %3 auf %4, %5 weniger</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="324"/>
        <source>The port repays after %1 training runs; the plan has %2 over %3 months</source>
        <translation>Die Portierung ist nach %1 Trainingsläufen wieder hereingeholt; der Plan sieht %2 in %3 Monaten vor</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="327"/>
        <source>The model is a new architecture: iterate on GPUs, where it runs on day one, and move the settled model&apos;s repeated training to Trainium</source>
        <translation>Das Modell ist eine neue Architektur: Entwickeln Sie auf GPUs, wo es vom ersten Tag an läuft, und verlegen Sie das wiederholte Training des ausgereiften Modells auf Trainium</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="329"/>
        <source>Training repeats %1 times a year, so the port is paid once and the saving recurs</source>
        <translation>Das Training wird %1-mal im Jahr wiederholt: Die Portierung wird einmal bezahlt, die Ersparnis kehrt wieder</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="337"/>
        <source>No comparison in dollars: %1</source>
        <translation>Kein Vergleich in Dollar: %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="347"/>
        <source>%1: %2 scores %3</source>
        <translation>%1: %2 erreicht %3</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="351"/>
        <source>Over %1 months %2 costs %3</source>
        <translation>Über %1 Monate kostet %2 %3</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="365"/>
        <source>Against it: %1</source>
        <translation>Dagegen: %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="381"/>
        <source>Close call: the top two are %1 points apart, under the %2-point threshold, so a small change in weights or prices can swap them</source>
        <translation>Knappes Ergebnis: Die beiden Ersten liegen %1 Punkte auseinander, unter der Schwelle von %2 Punkten; eine kleine Änderung der Gewichte oder Preise kann sie vertauschen</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="409"/>
        <source>Sources disagree on %1 figure (e.g. %2); the model uses each one&apos;s default value</source>
        <translation>Die Quellen widersprechen sich bei %1 Zahl (z.&#xa0;B. %2); das Modell verwendet jeweils den Standardwert</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="411"/>
        <source>Sources disagree on %1 figures (e.g. %2); the model uses each one&apos;s default value</source>
        <translation>Die Quellen widersprechen sich bei %1 Zahlen (z.&#xa0;B. %2); das Modell verwendet jeweils den Standardwert</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="430"/>
        <source>%1 published figure about these chips fails the plausibility check and is not used, e.g. %2</source>
        <translation>%1 veröffentlichte Zahl zu diesen Chips besteht die Plausibilitätsprüfung nicht und wird nicht verwendet, z.&#xa0;B. %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="432"/>
        <source>%1 published figures about these chips fail the plausibility check and are not used, e.g. %2</source>
        <translation>%1 veröffentlichte Zahlen zu diesen Chips bestehen die Plausibilitätsprüfung nicht und werden nicht verwendet, z.&#xa0;B. %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="439"/>
        <source>Once the architecture settles, its repeated training would cost %1 less per run on %2: moving it then is seed 003&apos;s hybrid path</source>
        <translation>Sobald die Architektur ausgereift ist, würde ihr wiederholtes Training auf %2 je Lauf %1 weniger kosten: Der Umzug zu diesem Zeitpunkt ist der hybride Weg aus Quelle 003</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="447"/>
        <source>Most fragile weight: %1</source>
        <translation>Empfindlichstes Gewicht: %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="483"/>
        <source>The runs are costed in %1: %2 does %3 dense there but %4 in FP8 (%5×), where %6 gains %7× (%8 to %9); a model that trains well in FP8 moves the comparison toward Trainium (set the training precision to FP8 to see by how much)</source>
        <translation>Die Läufe sind in %1 berechnet: %2 leistet dort %3 dicht, in FP8 aber %4 (%5×), während %6 %7× gewinnt (%8 auf %9); ein Modell, das gut in FP8 trainiert, verschiebt den Vergleich zu Trainium (stellen Sie die Trainingsgenauigkeit auf FP8, um zu sehen, wie weit)</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="510"/>
        <source>No option is priced at the scenario&apos;s pricing model, so there is nothing to rank.</source>
        <translation>Keine Option hat einen Preis im Preismodell des Szenarios; es gibt nichts zu reihen.</translation>
    </message>
    <message>
        <location filename="../../core/decision/recommend.cpp" line="512"/>
        <source>None of the %1 options survives the knock-outs; relax a constraint to get a recommendation.</source>
        <translation>Keine der %1 Optionen übersteht die Ausschlusskriterien; lockern Sie eine Vorgabe, um eine Empfehlung zu erhalten.</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="50"/>
        <source>1-year commitment</source>
        <translation>einjährige Bindung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="51"/>
        <source>3-year commitment</source>
        <translation>dreijährige Bindung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="52"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="53"/>
        <source>Capacity Block</source>
        <translation>Capacity Block</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="55"/>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="62"/>
        <source>1-year commitment price</source>
        <translation>Preis bei 1-Jahres-Bindung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="63"/>
        <source>3-year commitment price</source>
        <translation>Preis bei 3-Jahres-Bindung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="64"/>
        <source>spot price</source>
        <translation>Spot-Preis</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="65"/>
        <source>Capacity Block price</source>
        <translation>Capacity-Block-Preis</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="67"/>
        <source>on-demand price</source>
        <translation>On-Demand-Preis</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="101"/>
        <source>Neuron (AWS Trainium)</source>
        <translation>Neuron (AWS Trainium)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="102"/>
        <source>XLA (Google TPU)</source>
        <translation>XLA (Google TPU)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="103"/>
        <source>SynapseAI (Intel Gaudi)</source>
        <translation>SynapseAI (Intel Gaudi)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/units.cpp" line="105"/>
        <source>CUDA (NVIDIA GPUs)</source>
        <translation>CUDA (NVIDIA-GPUs)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/figure.cpp" line="28"/>
        <source>vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../../core/catalog/figure.cpp" line="29"/>
        <source>independent</source>
        <translation>unabhängig</translation>
    </message>
    <message>
        <location filename="../../core/catalog/figure.cpp" line="30"/>
        <source>derived</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <location filename="../../core/catalog/figure.cpp" line="32"/>
        <source>your measurement</source>
        <translation>Ihre Messung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/figure.cpp" line="34"/>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="58"/>
        <source>no published %1 price</source>
        <translation>kein veröffentlichter %1-Preis</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="66"/>
        <source>%1 does not sell %2 as %3</source>
        <translation>%1 verkauft %2 nicht als %3</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="80"/>
        <source>quoted price</source>
        <translation>angegebener Preis</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="83"/>
        <source>USD/chip-h = quoted price</source>
        <translation>USD/chip-h = angegebener Preis</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="74"/>
        <source>price is per instance but the chip count is unknown</source>
        <translation>Preis gilt pro Instanz, aber die Zahl der Chips ist unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="87"/>
        <source>USD/chip-h = USD/instance-h ÷ chips per instance</source>
        <translation>USD/chip-h = USD/instance-h ÷ Chips pro Instanz</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="88"/>
        <location filename="../../core/evaluation/assess.cpp" line="252"/>
        <source>chips per instance</source>
        <translation>Chips pro Instanz</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="75"/>
        <source>price is per core but the cores per chip are unknown</source>
        <translation>Preis gilt pro Kern, aber die Kerne pro Chip sind unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="91"/>
        <source>USD/chip-h = USD/core-h × cores per chip</source>
        <translation>USD/chip-h = USD/core-h × Kerne pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="92"/>
        <source>cores per chip</source>
        <translation>Kerne pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="93"/>
        <source>quoted per core, converted to a per-chip price</source>
        <translation>pro Kern angegeben, in einen Preis pro Chip umgerechnet</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="101"/>
        <source>price is an estimate</source>
        <translation>der Preis ist eine Schätzung</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="104"/>
        <source>sources disagree on this price</source>
        <translation>die Quellen widersprechen sich bei diesem Preis</translation>
    </message>
    <message>
        <location filename="../../core/model/pricing.cpp" line="107"/>
        <source>sources disagree on the chips per instance</source>
        <translation>die Quellen widersprechen sich bei den Chips pro Instanz</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="51"/>
        <source>the catalog has no Trainium option at %1 prices</source>
        <translation>der Katalog hat keine Trainium-Option mit Preisen für %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="52"/>
        <source>the catalog has no GPU option at %1 prices</source>
        <translation>der Katalog hat keine GPU-Option mit Preisen für %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="56"/>
        <source>its cost is unknown</source>
        <translation>ihre Kosten sind unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="59"/>
        <source>the only Trainium option, %1, was knocked out: %2</source>
        <translation>die einzige Trainium-Option, %1, wurde ausgeschlossen: %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="61"/>
        <source>the only GPU option, %1, was knocked out: %2</source>
        <translation>die einzige GPU-Option, %1, wurde ausgeschlossen: %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="63"/>
        <source>every Trainium option was knocked out; the cheapest, %1: %2</source>
        <translation>jede Trainium-Option wurde ausgeschlossen; die günstigste, %1: %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/trade.cpp" line="65"/>
        <source>every GPU option was knocked out; the cheapest, %1: %2</source>
        <translation>jede GPU-Option wurde ausgeschlossen; die günstigste, %1: %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="128"/>
        <source>measured on %1, the scenario uses %2</source>
        <translation>gemessen auf %1, das Szenario verwendet %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="131"/>
        <source>states no precision</source>
        <translation>gibt keine Genauigkeit an</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="133"/>
        <source>measured in %1, the scenario uses %2</source>
        <translation>gemessen in %1, das Szenario verwendet %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="136"/>
        <source>states no batch size</source>
        <translation>gibt keine Batchgröße an</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="140"/>
        <source>measured at batch %1, the scenario uses %2</source>
        <translation>gemessen bei Batch %1, das Szenario verwendet %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="143"/>
        <source>quoted per instance without a chip count it is tied to</source>
        <translation>pro Instanz angegeben, ohne zugehörige Chipzahl</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="145"/>
        <source>fails the plausibility check</source>
        <translation>besteht die Plausibilitätsprüfung nicht</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="147"/>
        <source>%1 (%2 tokens/s): %3</source>
        <translation>%1 (%2 Token/s): %3</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="161"/>
        <source>%1 (%2 tokens/s): your measurement %3 takes precedence</source>
        <translation>%1 (%2 Token/s): Ihre Messung %3 hat Vorrang</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="185"/>
        <source>not used: %1</source>
        <translation>nicht verwendet: %1</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="194"/>
        <location filename="../../core/group/workshop.cpp" line="229"/>
        <location filename="../../core/scenario/scenario_fields.cpp" line="306"/>
        <location filename="../../core/scenario/scenario_fields.cpp" line="308"/>
        <location filename="../../core/decision/recommend.cpp" line="393"/>
        <location filename="../../core/decision/decision_scores.cpp" line="90"/>
        <location filename="../../core/inputs/price_import.cpp" line="753"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="201"/>
        <source>the catalog does not say how many chips one order can get</source>
        <translation>der Katalog gibt nicht an, wie viele Chips eine Bestellung bekommen kann</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="204"/>
        <source>most chips one order can get</source>
        <translation>Höchstzahl an Chips pro Bestellung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="286"/>
        <location filename="../../core/evaluation/assess.cpp" line="474"/>
        <location filename="../../core/evaluation/assess.cpp" line="475"/>
        <location filename="../../core/assessment/serving_point.cpp" line="255"/>
        <source>chip memory unknown</source>
        <translation>Chipspeicher unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="291"/>
        <source>chips = ⌈(weight bytes + batch × KV bytes per sequence) ÷ (memory × 0.9)⌉</source>
        <translation>Chips = ⌈(Bytes der Gewichte + Batch × KV-Bytes pro Sequenz) ÷ (Speicher × 0.9)⌉</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="292"/>
        <location filename="../../core/evaluation/assess.cpp" line="371"/>
        <location filename="../../core/assessment/checks.cpp" line="123"/>
        <location filename="../../core/assessment/serving_point.cpp" line="286"/>
        <location filename="../../core/assessment/serving_point.cpp" line="297"/>
        <location filename="../../core/assessment/serving_point.cpp" line="334"/>
        <source>weight bytes</source>
        <translation>Bytes der Gewichte</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="292"/>
        <location filename="../../core/evaluation/assess.cpp" line="373"/>
        <location filename="../../core/assessment/checks.cpp" line="125"/>
        <location filename="../../core/assessment/serving_point.cpp" line="157"/>
        <location filename="../../core/assessment/serving_point.cpp" line="295"/>
        <location filename="../../core/assessment/serving_point.cpp" line="362"/>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="293"/>
        <location filename="../../core/evaluation/assess.cpp" line="372"/>
        <source>KV bytes per sequence</source>
        <translation>KV-Bytes pro Sequenz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="255"/>
        <location filename="../../core/evaluation/assess.cpp" line="294"/>
        <location filename="../../core/evaluation/assess.cpp" line="301"/>
        <location filename="../../core/evaluation/assess.cpp" line="310"/>
        <location filename="../../core/evaluation/assess.cpp" line="461"/>
        <location filename="../../core/evaluation/assess.cpp" line="468"/>
        <location filename="../../core/assessment/serving_point.cpp" line="288"/>
        <location filename="../../core/assessment/serving_point.cpp" line="336"/>
        <source>memory per chip</source>
        <translation>Speicher pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="211"/>
        <source>Porting</source>
        <translation>Portierung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="238"/>
        <source>%1, your measurement (%2)</source>
        <translation>%1, Ihre Messung (%2)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="300"/>
        <location filename="../../core/evaluation/assess.cpp" line="308"/>
        <source>headroom = 1 − replica bytes ÷ (8 chips × memory per chip)</source>
        <translation>Reserve = 1 − Bytes des Replikats ÷ (8 Chips × Speicher pro Chip)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="301"/>
        <location filename="../../core/evaluation/assess.cpp" line="309"/>
        <source>replica bytes</source>
        <translation>Bytes des Replikats</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="325"/>
        <location filename="../../core/evaluation/assess.cpp" line="344"/>
        <source>serving throughput</source>
        <translation>Durchsatz im Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="330"/>
        <source>%1 figure: %2 (%3)</source>
        <translation>Zahl (%1): %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="333"/>
        <location filename="../../core/evaluation/assess.cpp" line="483"/>
        <source>%1 figure: %2</source>
        <translation>Zahl (%1): %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="338"/>
        <source>tokens/s per chip as you measured it</source>
        <translation>Token/s pro Chip, wie Sie sie gemessen haben</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="339"/>
        <source>tokens/s per chip as published</source>
        <translation>Token/s pro Chip laut Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="340"/>
        <location filename="../../core/assessment/serving_point.cpp" line="156"/>
        <source>your measured throughput</source>
        <translation>Ihr gemessener Durchsatz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="341"/>
        <source>published throughput</source>
        <translation>veröffentlichter Durchsatz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="347"/>
        <source>inference throughput is a vendor claim (%1)</source>
        <translation>der Inferenzdurchsatz ist eine Herstellerangabe (%1)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="355"/>
        <source>peak %1</source>
        <translation>%1-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="365"/>
        <location filename="../../core/evaluation/assess.cpp" line="386"/>
        <location filename="../../core/assessment/serving_point.cpp" line="365"/>
        <source>no applicable measurement</source>
        <translation>keine passende Messung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="366"/>
        <source>decode assumed bandwidth-bound</source>
        <translation>Dekodieren als bandbreitenbegrenzt angenommen</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="370"/>
        <source>tokens/s per chip = batch ÷ step time ÷ chips; step time = (weights + batch × KV) ÷ (bandwidth × efficiency × chips)</source>
        <translation>Token/s pro Chip = Batch ÷ Schrittzeit ÷ Chips; Schrittzeit = (Gewichte + Batch × KV) ÷ (Bandbreite × Effizienz × Chips)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="374"/>
        <location filename="../../core/assessment/serving_point.cpp" line="300"/>
        <source>bandwidth per chip</source>
        <translation>Bandbreite pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="375"/>
        <location filename="../../core/assessment/serving_point.cpp" line="301"/>
        <source>bandwidth efficiency</source>
        <translation>Bandbreiteneffizienz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="376"/>
        <location filename="../../core/evaluation/assess.cpp" line="435"/>
        <location filename="../../core/evaluation/assess.cpp" line="441"/>
        <location filename="../../core/assessment/serving_point.cpp" line="144"/>
        <location filename="../../core/assessment/serving_point.cpp" line="158"/>
        <location filename="../../core/assessment/serving_point.cpp" line="296"/>
        <location filename="../../core/assessment/serving_point.cpp" line="317"/>
        <location filename="../../core/assessment/serving_point.cpp" line="333"/>
        <location filename="../../core/assessment/serving_point.cpp" line="349"/>
        <location filename="../../core/assessment/serving_point.cpp" line="363"/>
        <source>chips per replica</source>
        <translation>Chips pro Replikat</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="383"/>
        <source>compute ceiling</source>
        <translation>Grenze durch die Rechenleistung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="387"/>
        <source>compute-bound at this batch size</source>
        <translation>bei dieser Batchgröße rechenbegrenzt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="393"/>
        <source>no measurement and no bandwidth figure</source>
        <translation>weder eine Messung noch eine Bandbreitenangabe</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="402"/>
        <location filename="../../core/evaluation/assess.cpp" line="403"/>
        <location filename="../../core/evaluation/assess.cpp" line="404"/>
        <source>price or throughput unknown</source>
        <translation>Preis oder Durchsatz unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="408"/>
        <source>cost per Mtok = USD/chip-h ÷ (tokens/s × 3600 ÷ 1e6)</source>
        <translation>Kosten pro Mio. Token = USD/chip-h ÷ (Token/s × 3600 ÷ 1e6)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="33"/>
        <source>1e19 FLOP/s per chip</source>
        <translation>1e19 FLOP/s je Chip</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="34"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="37"/>
        <source>100 TB per chip</source>
        <translation>100 TB je Chip</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="38"/>
        <source>bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="41"/>
        <source>1 PB/s per chip</source>
        <translation>1 PB/s je Chip</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="42"/>
        <source>power</source>
        <translation>Leistungsaufnahme</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="42"/>
        <source>100 kW per chip</source>
        <translation>100 kW je Chip</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="43"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="43"/>
        <source>1,000,000</source>
        <translation>1.000.000</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="44"/>
        <source>count per year</source>
        <translation>Anzahl pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="44"/>
        <source>366 a year</source>
        <translation>366 pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="46"/>
        <location filename="../../core/evaluation/assess.cpp" line="409"/>
        <location filename="../../core/evaluation/assess.cpp" line="442"/>
        <location filename="../../core/evaluation/assess.cpp" line="560"/>
        <location filename="../../core/assessment/serving_point.cpp" line="143"/>
        <location filename="../../core/assessment/serving_point.cpp" line="349"/>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="49"/>
        <source>$1,000,000 per hour</source>
        <translation>1.000.000 $ pro Stunde</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="50"/>
        <location filename="../../core/evaluation/assess.cpp" line="410"/>
        <location filename="../../core/evaluation/assess.cpp" line="434"/>
        <location filename="../../core/evaluation/assess.cpp" line="489"/>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="52"/>
        <source>1e9 tokens/s</source>
        <translation>1e9 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="53"/>
        <source>fraction</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="54"/>
        <source>money</source>
        <translation>Geldbetrag</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="54"/>
        <source>$1e12</source>
        <translation>1e12 $</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="56"/>
        <location filename="../../core/catalog/catalog_figures.cpp" line="57"/>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="56"/>
        <source>520 weeks</source>
        <translation>520 Wochen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="57"/>
        <source>3650 days</source>
        <translation>3650 Tage</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="58"/>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="59"/>
        <source>score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="92"/>
        <source>expected a figure object with value, unit, source, date and kind, found %1</source>
        <translation>erwartet wird ein Kennzahl-Objekt mit value, unit, source, date und kind, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="117"/>
        <source>a price marked &quot;offered&quot;: false cannot also have a value; remove one</source>
        <translation>ein Preis mit „offered“: false kann keinen Wert haben; eines von beiden entfernen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="136"/>
        <source>unit %1 is not accepted for %2; use one of: %3</source>
        <translation>die Einheit %1 ist für %2 nicht zulässig; zulässig sind: %3</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="138"/>
        <source>unit %1 is not accepted for %2; use %3</source>
        <translation>die Einheit %1 ist für %2 nicht zulässig; zulässig ist %3</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="156"/>
        <source>%1 must be from %2 to %3 (got %4)</source>
        <translation>%1 muss zwischen %2 und %3 liegen (angegeben: %4)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="158"/>
        <source>%1 must be above %2 to %3 (got %4)</source>
        <translation>%1 muss über %2 und höchstens %3 sein (angegeben: %4)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="163"/>
        <source>%1 must be at least %2 (got %3)</source>
        <translation>%1 muss mindestens %2 sein (angegeben: %3)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="168"/>
        <source>%1 must not be negative (got %2)</source>
        <translation>%1 darf nicht negativ sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="171"/>
        <source>%1 must be greater than zero (got %2)</source>
        <translation>%1 muss größer als null sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="176"/>
        <source>%1 of %2 is implausibly large (the limit is %3); check the value and its unit</source>
        <translation>%1 von %2 ist unplausibel groß (die Grenze ist %3); Wert und Einheit prüfen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="181"/>
        <source>%1 must be a whole number (got %2)</source>
        <translation>%1 muss eine ganze Zahl sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="229"/>
        <source>source must name an id from sources.json</source>
        <translation>source muss eine ID aus sources.json nennen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="237"/>
        <location filename="../../core/catalog/catalog_entries.cpp" line="204"/>
        <source>date %1 is not a valid YYYY, YYYY-MM or YYYY-MM-DD date</source>
        <translation>das Datum %1 ist kein gültiges Datum der Form YYYY, YYYY-MM oder YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="247"/>
        <source>kind %1 is unknown; use one of: vendor, independent, derived, estimate</source>
        <translation>die Art %1 ist unbekannt; zulässig sind: vendor, independent, derived, estimate</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="267"/>
        <source>an empty array of figures; omit the field when no source gives it</source>
        <translation>eine leere Liste von Kennzahlen; das Feld weglassen, wenn keine Quelle es angibt</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="282"/>
        <source>%1 figures are marked &quot;default&quot;: true; at most one may be</source>
        <translation>%1 Kennzahlen sind mit „default“: true markiert; höchstens eine darf es sein</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="411"/>
        <source>every rented chip busy all the time: the lower bound of the serving cost</source>
        <translation>jeder gemietete Chip ständig ausgelastet: die Untergrenze der Betriebskosten</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="418"/>
        <location filename="../../core/evaluation/assess.cpp" line="419"/>
        <source>no serving fleet</source>
        <translation>keine Flotte für den Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="418"/>
        <location filename="../../core/evaluation/assess.cpp" line="419"/>
        <source>the workload does not serve</source>
        <translation>die Arbeitslast umfasst kein Serving</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="423"/>
        <location filename="../../core/evaluation/assess.cpp" line="424"/>
        <source>chips per replica unknown</source>
        <translation>Chips pro Replikat unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="433"/>
        <source>replicas = max(minimum kept up, ⌈tokens per day ÷ (tokens/s per chip × chips per replica × 86,400 × utilisation)⌉)</source>
        <translation>Replikate = max(vorgehaltene Mindestzahl, ⌈Token pro Tag ÷ (Token/s pro Chip × Chips pro Replikat × 86400 × Auslastung)⌉)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="434"/>
        <location filename="../../core/assessment/breakeven.cpp" line="33"/>
        <location filename="../../core/assessment/serving_point.cpp" line="283"/>
        <source>tokens per day</source>
        <translation>Token pro Tag</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="435"/>
        <location filename="../../core/assessment/serving_point.cpp" line="284"/>
        <source>utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="436"/>
        <source>replicas kept up</source>
        <translation>vorgehaltene Replikate</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="440"/>
        <source>serving per year = replicas × chips per replica × USD/chip-h × 8,760 h</source>
        <translation>Betrieb pro Jahr = Replikate × Chips pro Replikat × USD/chip-h × 8760 h</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="441"/>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="443"/>
        <source>if every chip were busy</source>
        <translation>wenn jeder Chip ausgelastet wäre</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="446"/>
        <source>the fleet costs %1× the busy-chip lower bound</source>
        <translation>die Flotte kostet %1× so viel wie die Untergrenze bei voll ausgelasteten Chips</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="459"/>
        <source>chips = ⌈(16 bytes × parameters + activations) ÷ (memory × 0.9)⌉</source>
        <translation>Chips = ⌈(16 Bytes × Parameter + Aktivierungen) ÷ (Speicher × 0.9)⌉</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="460"/>
        <location filename="../../core/evaluation/assess.cpp" line="850"/>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="460"/>
        <location filename="../../core/evaluation/assess.cpp" line="467"/>
        <source>training bytes</source>
        <translation>Bytes für das Training</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="466"/>
        <source>headroom = 1 − training bytes ÷ (chips × memory per chip)</source>
        <translation>Reserve = 1 − Bytes für das Training ÷ (Chips × Speicher pro Chip)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="467"/>
        <location filename="../../core/evaluation/assess.cpp" line="539"/>
        <location filename="../../core/evaluation/assess.cpp" line="545"/>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="486"/>
        <source>training throughput</source>
        <translation>Trainingsdurchsatz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="488"/>
        <source>chip-hours = tokens ÷ tokens/s per chip ÷ 3600 × (1 + overhead)</source>
        <translation>Chip-Stunden = Token ÷ Token/s pro Chip ÷ 3600 × (1 + Zusatzaufwand)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="18"/>
        <source>Trainium throughput</source>
        <translation>Trainium-Durchsatz</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="19"/>
        <location filename="../../core/scenario/levers.cpp" line="21"/>
        <source>× the figures used</source>
        <translation>× die verwendeten Werte</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="20"/>
        <source>GPU throughput</source>
        <translation>GPU-Durchsatz</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="22"/>
        <source>Trainium price</source>
        <translation>Trainium-Preis</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="23"/>
        <location filename="../../core/scenario/levers.cpp" line="25"/>
        <source>× today&apos;s</source>
        <translation>× heutiger Preis</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="24"/>
        <source>GPU price</source>
        <translation>GPU-Preis</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="26"/>
        <source>Porting time</source>
        <translation>Portierungsdauer</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="28"/>
        <source>Training MFU</source>
        <translation>Trainings-MFU</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="29"/>
        <location filename="../../core/scenario/levers.cpp" line="33"/>
        <location filename="../../core/scenario/levers.cpp" line="35"/>
        <source>share of peak</source>
        <translation>Anteil am Spitzenwert</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="29"/>
        <location filename="../../core/scenario/levers.cpp" line="33"/>
        <location filename="../../core/scenario/levers.cpp" line="35"/>
        <source>% of peak</source>
        <translation>% des Spitzenwerts</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="30"/>
        <source>Training overhead</source>
        <translation>Trainings-Overhead</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="31"/>
        <source>share of run time</source>
        <translation>Anteil der Laufzeit</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="31"/>
        <source>% of run time</source>
        <translation>% der Laufzeit</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="32"/>
        <source>Decode bandwidth efficiency</source>
        <translation>Bandbreiteneffizienz beim Decode</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="34"/>
        <source>Prefill compute efficiency</source>
        <translation>Recheneffizienz beim Prefill</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="36"/>
        <source>Serving utilisation</source>
        <translation>Auslastung im Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="37"/>
        <source>share of the time</source>
        <translation>Anteil der Zeit</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="37"/>
        <source>% of the time</source>
        <translation>% der Zeit</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="38"/>
        <source>Tokens served per day</source>
        <translation>Ausgelieferte Tokens pro Tag</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="39"/>
        <source>million</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="40"/>
        <source>Tokens per training run</source>
        <translation>Tokens pro Trainingslauf</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="41"/>
        <source>billion</source>
        <translation>Milliarden</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="42"/>
        <source>Training runs per year</source>
        <translation>Trainingsläufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="43"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="44"/>
        <source>Engineer hourly rate</source>
        <translation>Stundensatz der Ingenieure</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="45"/>
        <source>USD/h</source>
        <translation>USD/h</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="46"/>
        <source>Time-per-token target</source>
        <translation>Ziel für die Zeit pro Token</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="47"/>
        <location filename="../../core/scenario/levers.cpp" line="49"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="48"/>
        <source>First-token target</source>
        <translation>Ziel für das erste Token</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="50"/>
        <source>Prompt tokens per request</source>
        <translation>Prompt-Tokens pro Anfrage</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="78"/>
        <source>no uncertain input is called %1; see docs/uncertainty.md for the list</source>
        <translation>keine unsichere Eingabe heißt %1; die Liste steht in docs/uncertainty.md</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="81"/>
        <source>no uncertain input is called %1; did you mean %2?</source>
        <translation>keine unsichere Eingabe heißt %1; war %2 gemeint?</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="85"/>
        <source>the ends of a range must be finite numbers</source>
        <translation>die Enden eines Bereichs müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="87"/>
        <source>the low end (%1) is above the high end (%2)</source>
        <translation>das untere Ende (%1) liegt über dem oberen Ende (%2)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="91"/>
        <source>a multiple must be above 0 (got %1)</source>
        <translation>ein Vielfaches muss über 0 liegen (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="94"/>
        <source>a multiple above 100 is not plausible (got %1)</source>
        <translation>ein Vielfaches über 100 ist nicht plausibel (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="97"/>
        <source>the likely value (%1) must lie between the ends</source>
        <translation>der wahrscheinliche Wert (%1) muss zwischen den Enden liegen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="103"/>
        <source>weeks cannot be negative (got %1)</source>
        <translation>Wochen können nicht negativ sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="106"/>
        <source>a port of more than ten years is not plausible (got %1 weeks)</source>
        <translation>eine Portierung von mehr als zehn Jahren ist nicht plausibel (angegeben: %1 Wochen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="113"/>
        <source>the scenario&apos;s own value (%1) must lie in the range %2 to %3</source>
        <translation>der Wert des Szenarios (%1) muss im Bereich %2 bis %3 liegen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="122"/>
        <source>the range must stay within the field&apos;s bounds, above %1 to %2</source>
        <translation>der Bereich muss innerhalb der Grenzen des Felds bleiben, über %1 bis %2</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="125"/>
        <source>the range must stay within the field&apos;s bounds, from %1 to %2</source>
        <translation>der Bereich muss innerhalb der Grenzen des Felds bleiben, von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="489"/>
        <location filename="../../core/evaluation/assess.cpp" line="847"/>
        <location filename="../../core/assessment/checks.cpp" line="220"/>
        <location filename="../../core/scenario/levers.cpp" line="51"/>
        <location filename="../../core/scenario/levers.cpp" line="53"/>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../core/scenario/levers.cpp" line="52"/>
        <source>Output tokens per request</source>
        <translation>Ausgabe-Tokens pro Anfrage</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="489"/>
        <location filename="../../core/evaluation/assess.cpp" line="503"/>
        <location filename="../../core/assessment/checks.cpp" line="225"/>
        <source>overhead</source>
        <translation>Zusatzaufwand</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="492"/>
        <source>peak compute is a %1 figure</source>
        <translation>Spitzenleistung: Zahl (%1)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="494"/>
        <source>MFU counts 6 × parameters × tokens (no recomputation)</source>
        <translation>MFU zählt 6 × Parameter × Token (ohne Neuberechnung von Aktivierungen)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="500"/>
        <source>chip-hours = 6 × active parameters × tokens ÷ (peak × MFU) ÷ 3600 × (1 + overhead)</source>
        <translation>Chip-Stunden = 6 × aktive Parameter × Token ÷ (Spitzenleistung × MFU) ÷ 3600 × (1 + Zusatzaufwand)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="501"/>
        <source>training FLOPs</source>
        <translation>Trainings-FLOPs</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="498"/>
        <location filename="../../core/evaluation/assess.cpp" line="502"/>
        <location filename="../../core/assessment/checks.cpp" line="81"/>
        <source>dense %1 peak</source>
        <translation>dichte %1-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="503"/>
        <location filename="../../core/assessment/checks.cpp" line="224"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="506"/>
        <source>no published dense %1 figure</source>
        <translation>keine veröffentlichte dichte %1-Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="516"/>
        <source>raised from the %1 chips planned to the %2 that hold the model</source>
        <translation>von den %1 geplanten Chips auf die %2 angehoben, die das Modell fassen</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="521"/>
        <source>assumed available: the %1 chips per order in the catalog are an estimate, not a documented limit</source>
        <translation>als verfügbar angenommen: Die %1 Chips pro Bestellung im Katalog sind eine Schätzung, keine dokumentierte Grenze</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="525"/>
        <source>one order gets at most %1 chips, fewer than the %2 the plan needs</source>
        <translation>eine Bestellung bekommt höchstens %1 Chips, weniger als die %2, die der Plan braucht</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="531"/>
        <source>chips = min(max(chips planned, chips that hold the model), most chips one order gets, when documented)</source>
        <translation>Chips = min(max(geplante Chips, Chips, die das Modell fassen), Höchstzahl an Chips pro Bestellung, sofern dokumentiert)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="532"/>
        <source>chips planned</source>
        <translation>geplante Chips</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="533"/>
        <location filename="../../core/assessment/serving_point.cpp" line="282"/>
        <source>chips that hold the model</source>
        <translation>Chips, die das Modell fassen</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="253"/>
        <location filename="../../core/evaluation/assess.cpp" line="534"/>
        <source>most chips one order gets</source>
        <translation>Höchstzahl an Chips pro Bestellung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="538"/>
        <source>days = chip-hours ÷ chips ÷ 24</source>
        <translation>Tage = Chip-Stunden ÷ Chips ÷ 24</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="539"/>
        <location filename="../../core/evaluation/assess.cpp" line="545"/>
        <location filename="../../core/evaluation/assess.cpp" line="560"/>
        <source>chip-hours</source>
        <translation>Chip-Stunden</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="544"/>
        <source>days = chip-hours ÷ most chips one order gets ÷ 24</source>
        <translation>Tage = Chip-Stunden ÷ Höchstzahl an Chips pro Bestellung ÷ 24</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="547"/>
        <source>supply unknown: the planned chips</source>
        <translation>Verfügbarkeit unbekannt: die geplanten Chips</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="559"/>
        <source>cost per run = chip-hours × USD/chip-h</source>
        <translation>Kosten pro Lauf = Chip-Stunden × USD/chip-h</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="566"/>
        <source>cost per year = cost per run × runs per year</source>
        <translation>Kosten pro Jahr = Kosten pro Lauf × Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="567"/>
        <source>cost per run</source>
        <translation>Kosten pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="567"/>
        <source>runs per year</source>
        <translation>Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="568"/>
        <source>the workload does not train</source>
        <translation>die Arbeitslast umfasst kein Training</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="570"/>
        <location filename="../../core/evaluation/assess.cpp" line="571"/>
        <source>price or chip-hours unknown</source>
        <translation>Preis oder Chip-Stunden unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="605"/>
        <source>weeks as entered</source>
        <translation>Wochen wie eingegeben</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="606"/>
        <source>set in the scenario</source>
        <translation>im Szenario festgelegt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="608"/>
        <source>weeks = midpoint of the base effort + midpoints of each CUDA-only component</source>
        <translation>Wochen = Bereichsmitte des Grundaufwands + Bereichsmitten aller reinen CUDA-Komponenten</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="620"/>
        <source>base effort (%1)</source>
        <translation>Grundaufwand (%1)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="625"/>
        <source>no porting effort in the catalog for this team and model</source>
        <translation>kein Portierungsaufwand im Katalog für dieses Team und Modell</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="637"/>
        <location filename="../../core/assessment/checks.cpp" line="326"/>
        <location filename="../../core/decision/decision_scores.cpp" line="36"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="649"/>
        <source>no port: same software stack as today</source>
        <translation>keine Portierung: derselbe Software-Stack wie bisher</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="660"/>
        <source>porting cost = weeks × engineers × hours per week × hourly rate</source>
        <translation>Portierungskosten = Wochen × Ingenieure × Stunden pro Woche × Stundensatz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="661"/>
        <location filename="../../core/scenario/levers.cpp" line="27"/>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="661"/>
        <source>engineers</source>
        <translation>Ingenieure</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="662"/>
        <source>hours per week</source>
        <translation>Stunden pro Woche</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="662"/>
        <location filename="../../core/evaluation/assess.cpp" line="679"/>
        <source>hourly rate</source>
        <translation>Stundensatz</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="678"/>
        <source>maintenance = days per SDK release × 8 h × hourly rate × releases per year</source>
        <translation>Pflege = Tage pro SDK-Version × 8 h × Stundensatz × Versionen pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="679"/>
        <source>days per release</source>
        <translation>Tage pro Version</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="675"/>
        <location filename="../../core/evaluation/assess.cpp" line="680"/>
        <source>releases per year</source>
        <translation>Versionen pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="616"/>
        <source>base effort (%1), weeks at the low end</source>
        <translation>Grundaufwand (%1), Wochen am unteren Ende</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="618"/>
        <source>base effort (%1), weeks at the high end</source>
        <translation>Grundaufwand (%1), Wochen am oberen Ende</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="633"/>
        <source>%1, weeks at the low end</source>
        <translation>%1, Wochen am unteren Ende</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="635"/>
        <source>%1, weeks at the high end</source>
        <translation>%1, Wochen am oberen Ende</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="670"/>
        <source>Neuron SDK upkeep</source>
        <translation>Pflege des Neuron SDK</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="671"/>
        <source>days per release, low end</source>
        <translation>Tage pro Version, unteres Ende</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="673"/>
        <source>days per release, high end</source>
        <translation>Tage pro Version, oberes Ende</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="683"/>
        <source>no maintenance figures in the catalog</source>
        <translation>keine Pflegezahlen im Katalog</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="719"/>
        <source>%1: a training run uses %2 chips at once, more than the %3 per order the catalog assumes. %4 documents no such limit, so the option stays in and is costed at %2 chips; confirm with %4 that a cluster of that size can be had before committing</source>
        <translation>%1: Ein Trainingslauf nutzt %2 Chips gleichzeitig, mehr als die %3 pro Bestellung, von denen der Katalog ausgeht. %4 dokumentiert keine solche Grenze, daher bleibt die Option im Vergleich und wird mit %2 Chips berechnet; klären Sie mit %4, ob ein Cluster dieser Größe zu bekommen ist, bevor Sie sich festlegen</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="721"/>
        <source>%1: one serving replica needs %2 chips at once, more than the %3 per order the catalog assumes. %4 documents no such limit, so the option stays in and is costed at %2 chips; confirm with %4 that a cluster of that size can be had before committing</source>
        <translation>%1: Ein Serving-Replikat braucht %2 Chips gleichzeitig, mehr als die %3 pro Bestellung, von denen der Katalog ausgeht. %4 dokumentiert keine solche Grenze, daher bleibt die Option im Vergleich und wird mit %2 Chips berechnet; klären Sie mit %4, ob ein Cluster dieser Größe zu bekommen ist, bevor Sie sich festlegen</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="731"/>
        <location filename="../../core/evaluation/assess.cpp" line="732"/>
        <location filename="../../core/evaluation/assess.cpp" line="733"/>
        <source>a running cost is unknown</source>
        <translation>laufende Kosten sind unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="738"/>
        <source>compute = (training per year + serving per year) × years</source>
        <translation>Rechenkosten = (Training pro Jahr + Betrieb pro Jahr) × Jahre</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="739"/>
        <source>training per year</source>
        <translation>Training pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="739"/>
        <source>serving per year</source>
        <translation>Betrieb pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="739"/>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="746"/>
        <source>credits = min(AWS credits, compute cost)</source>
        <translation>Guthaben = min(AWS-Guthaben, Rechenkosten)</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="746"/>
        <source>credits available</source>
        <translation>verfügbares Guthaben</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="747"/>
        <source>AWS credits do not apply to this provider</source>
        <translation>AWS-Guthaben gelten nicht für diesen Anbieter</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="748"/>
        <source>TCO = compute + porting + maintenance × years − credits</source>
        <translation>TCO = Rechenkosten + Portierung + Pflege × Jahre − Guthaben</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_figures.cpp" line="32"/>
        <location filename="../../core/evaluation/assess.cpp" line="749"/>
        <source>compute</source>
        <translation>Rechenkosten</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="749"/>
        <source>porting</source>
        <translation>Portierung</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="749"/>
        <source>maintenance</source>
        <translation>Pflege</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="750"/>
        <source>credits</source>
        <translation>Guthaben</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="752"/>
        <source>porting cost unknown, counted as zero</source>
        <translation>Portierungskosten unbekannt, als null gezählt</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="846"/>
        <source>FLOPs = 6 × active parameters × tokens</source>
        <translation>FLOPs = 6 × aktive Parameter × Token</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="847"/>
        <location filename="../../core/assessment/checks.cpp" line="79"/>
        <location filename="../../core/assessment/checks.cpp" line="219"/>
        <location filename="../../core/assessment/serving_point.cpp" line="302"/>
        <location filename="../../core/assessment/serving_point.cpp" line="313"/>
        <source>active parameters</source>
        <translation>aktive Parameter</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="849"/>
        <source>weight bytes = parameters × bytes per value</source>
        <translation>Bytes der Gewichte = Parameter × Bytes pro Wert</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="850"/>
        <location filename="../../core/evaluation/assess.cpp" line="854"/>
        <source>bytes per value</source>
        <translation>Bytes pro Wert</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="852"/>
        <source>KV bytes = 2 × layers × KV heads × head dim × bytes × context</source>
        <translation>KV-Bytes = 2 × Schichten × KV-Köpfe × Kopfdimension × Bytes × Kontext</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="853"/>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="853"/>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="853"/>
        <source>head dim</source>
        <translation>Kopfdimension</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="854"/>
        <source>context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <location filename="../../core/assessment/figures_used.cpp" line="133"/>
        <source>sources disagree; the model uses %1&apos;s figure</source>
        <translation>die Quellen widersprechen sich; das Modell verwendet die Zahl von %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="18"/>
        <source>not sold on demand</source>
        <translation>nicht on demand erhältlich</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="19"/>
        <source>not sold on a 1-year commitment</source>
        <translation>nicht mit einjähriger Bindung erhältlich</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="20"/>
        <source>not sold on a 3-year commitment</source>
        <translation>nicht mit dreijähriger Bindung erhältlich</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="21"/>
        <source>not sold as spot</source>
        <translation>nicht als Spot-Kapazität erhältlich</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="22"/>
        <source>not sold as a Capacity Block</source>
        <translation>nicht als Capacity Block erhältlich</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="31"/>
        <source>no published on-demand price</source>
        <translation>kein veröffentlichter On-Demand-Preis</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="32"/>
        <source>no published 1-year commitment price</source>
        <translation>kein veröffentlichter Preis mit einjähriger Bindung</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="33"/>
        <source>no published 3-year commitment price</source>
        <translation>kein veröffentlichter Preis mit dreijähriger Bindung</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="34"/>
        <source>no published spot price</source>
        <translation>kein veröffentlichter Spot-Preis</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="35"/>
        <source>no published Capacity Block price</source>
        <translation>kein veröffentlichter Capacity-Block-Preis</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="60"/>
        <source>the clouds that rent %1 are unknown; the scenario requires at least 2 clouds</source>
        <translation>unbekannt ist, welche Clouds %1 vermieten; das Szenario verlangt mindestens 2 Clouds</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="64"/>
        <source>no cloud is listed for it; the scenario requires at least 2 clouds</source>
        <translation>keine Cloud ist dafür verzeichnet; das Szenario verlangt mindestens 2 Clouds</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="66"/>
        <source>only %1 rents it; the scenario requires at least 2 clouds</source>
        <translation>nur %1 vermietet den Chip; das Szenario verlangt mindestens 2 Clouds</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="78"/>
        <source>sold by %1; the scenario considers only %2</source>
        <translation>verkauft von %1; das Szenario berücksichtigt nur %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="89"/>
        <source>not sold as spot; the scenario&apos;s budget is spot-only</source>
        <translation>nicht als Spot-Kapazität erhältlich; das Budget des Szenarios sieht nur Spot vor</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="90"/>
        <source>not sold as spot; the scenario prices everything at spot</source>
        <translation>nicht als Spot-Kapazität erhältlich; das Szenario rechnet alles zu Spot-Preisen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="93"/>
        <source>no published spot price; the scenario&apos;s budget is spot-only</source>
        <translation>kein veröffentlichter Spot-Preis; das Budget des Szenarios sieht nur Spot vor</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="94"/>
        <source>no published spot price; the scenario prices everything at spot</source>
        <translation>kein veröffentlichter Spot-Preis; das Szenario rechnet alles zu Spot-Preisen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="101"/>
        <source>the port to %1 takes about %2 weeks; the deadline is %3 weeks away</source>
        <translation>die Portierung auf %1 dauert etwa %2 Wochen; die Frist endet in %3 Wochen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="134"/>
        <source>its cost over the horizon cannot be computed: %1</source>
        <translation>ihre Kosten über den Horizont lassen sich nicht berechnen: %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="142"/>
        <source>one serving replica needs %1 chips to hold the model; one order gets at most %2</source>
        <translation>eine Serving-Replik braucht %1 Chips, um das Modell aufzunehmen; eine Bestellung bekommt höchstens %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="150"/>
        <source>Inferentia is an inference chip; the scenario includes fine-tuning</source>
        <translation>Inferentia ist ein Inferenz-Chip; das Szenario umfasst Fine-Tuning</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="152"/>
        <source>Inferentia is an inference chip; the scenario includes training</source>
        <translation>Inferentia ist ein Inferenz-Chip; das Szenario umfasst Training</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="156"/>
        <source>training needs at least %1 chips to hold the model; one order gets at most %2</source>
        <translation>das Training braucht mindestens %1 Chips, um das Modell aufzunehmen; eine Bestellung bekommt höchstens %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_knockouts.cpp" line="161"/>
        <source>even on the %1 chips one order gets, a run takes %2; the plan leaves %3 per run</source>
        <translation>selbst auf den %1 Chips einer Bestellung dauert ein Lauf %2; der Plan lässt %3 pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="108"/>
        <source>Raising the weight of %1 above %2 (now %3) makes %4 win</source>
        <translation>Steigt das Gewicht von %1 über %2 (jetzt %3), gewinnt %4</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="110"/>
        <source>%1 weight must fall below %2 (now %3) for %4 to win</source>
        <translation>Damit %4 gewinnt, muss das Gewicht von %1 unter %2 fallen (jetzt %3)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="114"/>
        <source>No weight of %1 between 0 and 5 changes the winner; it would have to exceed %2 (now %3) for %4 to win</source>
        <translation>Kein Gewicht von %1 zwischen 0 und 5 ändert den Sieger; damit %4 gewinnt, müsste es %2 übersteigen (jetzt %3)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="117"/>
        <source>No weight of %1 between 0 and 5 changes the winner; it would have to fall below %2 (now %3) for %4 to win</source>
        <translation>Kein Gewicht von %1 zwischen 0 und 5 ändert den Sieger; damit %4 gewinnt, müsste es unter %2 fallen (jetzt %3)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="122"/>
        <source>No weight of %1 between 0 and 5 changes the winner</source>
        <translation>Kein Gewicht von %1 zwischen 0 und 5 ändert den Sieger</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="152"/>
        <source>Raising %1&apos;s %2 score one step, from %3 to %4 of 5, puts it on top</source>
        <translation>Steigt die Bewertung von %1 bei %2 um eine Stufe, von %3 auf %4 von 5, liegt diese Option vorn</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="155"/>
        <source>Raising %1&apos;s %2 score one step, from %3 to %4 of 5, makes %5 the winner</source>
        <translation>Steigt die Bewertung von %1 bei %2 um eine Stufe, von %3 auf %4 von 5, gewinnt %5</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_sensitivity.cpp" line="159"/>
        <source>Lowering %1&apos;s %2 score one step, from %3 to %4 of 5, hands the win to %5</source>
        <translation>Sinkt die Bewertung von %1 bei %2 um eine Stufe, von %3 auf %4 von 5, gewinnt %5</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="25"/>
        <source>days = (one-off cost − baseline&apos;s) ÷ (baseline daily cost − candidate daily cost, upkeep included)</source>
        <translation>Tage = (einmalige Kosten − die der Basis) ÷ (Tageskosten der Basis − Tageskosten des Kandidaten, Pflege eingerechnet)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="26"/>
        <location filename="../../core/assessment/breakeven.cpp" line="41"/>
        <source>one-off cost</source>
        <translation>einmalige Kosten</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="26"/>
        <source>baseline one-off cost</source>
        <translation>einmalige Kosten der Basis</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="27"/>
        <source>baseline per day</source>
        <translation>Basis pro Tag</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="27"/>
        <source>candidate per day</source>
        <translation>Kandidat pro Tag</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="32"/>
        <source>tokens = break-even days × tokens per day</source>
        <translation>Token = Tage bis zur Amortisation × Token pro Tag</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="33"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="40"/>
        <source>runs = one-off cost ÷ (baseline − candidate cost per run)</source>
        <translation>Läufe = einmalige Kosten ÷ (Kosten pro Lauf der Basis − des Kandidaten)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="41"/>
        <source>saving per run</source>
        <translation>Ersparnis pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="46"/>
        <source>never: %1 does not cost less per day to run than %2</source>
        <translation>nie: %1 kostet im Betrieb pro Tag nicht weniger als %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="49"/>
        <source>pays back after %1, beyond the %2-month horizon</source>
        <translation>Amortisationsdauer: %1, länger als der Horizont von %2 Monaten</translation>
    </message>
    <message>
        <location filename="../../core/assessment/breakeven.cpp" line="52"/>
        <source>pays back after %1</source>
        <translation>Amortisationsdauer: %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="156"/>
        <source>the scenario&apos;s score for this cell is not a number and was ignored</source>
        <translation>die Bewertung des Szenarios für diese Zelle ist keine Zahl und wurde ignoriert</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="166"/>
        <source>score set in the scenario</source>
        <translation>im Szenario gesetzte Bewertung</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="167"/>
        <source>scenario score</source>
        <translation>Bewertung im Szenario</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="168"/>
        <source>model&apos;s score</source>
        <translation>Bewertung des Modells</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="169"/>
        <source>overrides the model&apos;s %1</source>
        <translation>ersetzt den Wert %1 des Modells</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="171"/>
        <source>the scenario&apos;s value lies outside 0..1 and was clamped to %1</source>
        <translation>der Wert des Szenarios liegt außerhalb von 0..1 und wurde auf %1 begrenzt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="244"/>
        <source>The weight %1 set for &quot;%2&quot; was ignored: the catalog has no criterion or group with that id (serving and training costs are part of the cost over the horizon)</source>
        <translation>Das für „%2“ gesetzte Gewicht %1 wurde ignoriert: Der Katalog hat kein Kriterium und keine Gruppe mit dieser ID (Serving- und Trainingskosten sind Teil der Kosten über den Horizont)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="248"/>
        <source>The weight %1 set for &quot;%2&quot; was ignored: the catalog has no criterion or group with that id</source>
        <translation>Das für „%2“ gesetzte Gewicht %1 wurde ignoriert: Der Katalog hat kein Kriterium und keine Gruppe mit dieser ID</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="366"/>
        <source>carries no weight: no option has a figure for it</source>
        <translation>trägt kein Gewicht: Keine Option hat einen Wert dafür</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision.cpp" line="367"/>
        <source>carries no weight: no option has a figure for it; enter the team&apos;s own scores in the matrix to weigh it</source>
        <translation>trägt kein Gewicht: Keine Option hat einen Wert dafür; geben Sie die eigenen Bewertungen des Teams in der Matrix ein, um es zu gewichten</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="72"/>
        <source>cannot check: parameter count or peak compute unknown</source>
        <translation>Prüfung nicht möglich: Parameterzahl oder Spitzenleistung unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="78"/>
        <source>implied MFU = 6 × active parameters × tokens/s ÷ peak FLOP/s</source>
        <translation>implizierte MFU = 6 × aktive Parameter × Token/s ÷ Spitzen-FLOP/s</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="80"/>
        <location filename="../../core/assessment/checks.cpp" line="124"/>
        <source>claimed throughput</source>
        <translation>angegebener Durchsatz</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="84"/>
        <source>%1 tokens/s per %2 on a %3B model needs %4 PFLOP/s: %5 of the chip&apos;s %6 peak</source>
        <translation>%1 Token/s pro %2 bei einem Modell mit %3 Mrd. Parametern erfordern %4 PFLOP/s: %5 der %6-Spitzenleistung des Chips</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="89"/>
        <source>%1, which no chip can exceed</source>
        <translation>%1, was kein Chip überschreiten kann</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="91"/>
        <source>%1, above the 30–60 % large runs usually reach</source>
        <translation>%1, über den 30–60 %, die große Läufe üblicherweise erreichen</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="93"/>
        <source>%1, a plausible utilisation</source>
        <translation>%1, eine plausible Auslastung</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="108"/>
        <source>precision not stated, so read as %1 at %2 bytes per weight, the narrowest format %3 publishes compute for</source>
        <translation>Genauigkeit nicht angegeben, daher als %1 mit %2 Bytes pro Gewicht angenommen, das schmalste Format, für das %3 Rechenleistung angibt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="110"/>
        <source>precision not stated and no compute published: read as 2 bytes per weight</source>
        <translation>Genauigkeit nicht angegeben und keine Rechenleistung veröffentlicht: mit 2 Bytes pro Gewicht angenommen</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="112"/>
        <source>cannot check: parameter count, batch size or bandwidth unknown</source>
        <translation>Prüfung nicht möglich: Parameterzahl, Batchgröße oder Bandbreite unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="122"/>
        <source>implied bandwidth share = weight bytes × tokens/s ÷ batch ÷ bandwidth</source>
        <translation>implizierter Bandbreitenanteil = Bytes der Gewichte × Token/s ÷ Batch ÷ Bandbreite</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="352"/>
        <location filename="../../core/evaluation/assess.cpp" line="360"/>
        <location filename="../../core/assessment/checks.cpp" line="126"/>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="128"/>
        <source>counts weight reads only, the most favourable case for the claim</source>
        <translation>zählt nur das Lesen der Gewichte, der günstigste Fall für die Angabe</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="131"/>
        <source>decoding %1 tokens/s per chip at batch %2 reads the weights %3 times a second: %4 of %5&apos;s memory bandwidth</source>
        <translation>das Dekodieren von %1 Token/s pro Chip bei Batch %2 liest die Gewichte %3-mal pro Sekunde: %4 der Speicherbandbreite von %5</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="137"/>
        <source>%1; only possible if the figure also counts prompt tokens or uses speculative decoding</source>
        <translation>%1; nur möglich, wenn die Zahl auch Prompt-Token mitzählt oder spekulatives Dekodieren nutzt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="140"/>
        <source>%1, above what decode usually sustains</source>
        <translation>%1, mehr als das Dekodieren üblicherweise erreicht</translation>
    </message>
    <message>
        <location filename="../../core/evaluation/assess.cpp" line="239"/>
        <location filename="../../core/assessment/checks.cpp" line="143"/>
        <location filename="../../core/formats/memo.cpp" line="390"/>
        <location filename="../../core/formats/memo.cpp" line="392"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="159"/>
        <source>claimed MFU up to %1</source>
        <translation>angegebene MFU bis zu %1</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="160"/>
        <source>claimed MFU up to %1, beyond what large training runs usually reach</source>
        <translation>angegebene MFU bis zu %1, mehr als große Trainingsläufe üblicherweise erreichen</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="199"/>
        <source>cannot recompute: parameters, peak compute, price or token count unknown</source>
        <translation>Neuberechnung nicht möglich: Parameter, Spitzenleistung, Preis oder Tokenzahl unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="211"/>
        <source>the catalog&apos;s peak and price</source>
        <translation>Spitzenleistung und Preis laut Katalog</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="212"/>
        <source>the catalog&apos;s peak</source>
        <translation>Spitzenleistung laut Katalog</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="213"/>
        <source>the catalog&apos;s price</source>
        <translation>Preis laut Katalog</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="218"/>
        <source>cost = 6 × N × tokens ÷ (peak × MFU) ÷ 3600 × (1 + overhead) × USD/chip-h</source>
        <translation>Kosten = 6 × N × Token ÷ (Spitzenleistung × MFU) ÷ 3600 × (1 + Zusatzaufwand) × USD/chip-h</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="221"/>
        <source>peak (publisher&apos;s own)</source>
        <translation>Spitzenleistung (Angabe des Herausgebers)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="222"/>
        <source>peak (catalog)</source>
        <translation>Spitzenleistung (Katalog)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="226"/>
        <source>price (publisher&apos;s own)</source>
        <translation>Preis (Angabe des Herausgebers)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="227"/>
        <source>price (catalog)</source>
        <translation>Preis (Katalog)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="230"/>
        <source>recomputed from the publisher&apos;s own assumptions</source>
        <translation>neu berechnet aus den eigenen Annahmen des Herausgebers</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="231"/>
        <source>what the publisher does not state is taken from %1</source>
        <translation>was der Herausgeber nicht angibt, wird ergänzt: %1</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="233"/>
        <source>%1 MFU, %2 overhead, %3 TFLOP/s peak, %4 per chip-hour</source>
        <translation>%1 MFU, %2 Zusatzaufwand, %3 TFLOP/s Spitzenleistung, %4 pro Chip-Stunde</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="240"/>
        <source>published %1 does not follow from its own assumptions: %2 when recomputed (%3)</source>
        <translation>veröffentlichter Wert %1 folgt nicht aus den eigenen Annahmen: neu berechnet %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="242"/>
        <source>published %1 does not follow from its stated assumptions with %2: %3 when recomputed (%4)</source>
        <translation>veröffentlichter Wert %1 folgt nicht aus den angegebenen Annahmen, ergänzt um %2: neu berechnet %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="246"/>
        <source>published %1 agrees with the %2 recomputed from its own assumptions (%3)</source>
        <translation>veröffentlichter Wert %1 stimmt mit der Neuberechnung aus den eigenen Annahmen überein: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="248"/>
        <source>published %1 agrees with the %2 recomputed from its stated assumptions with %3 (%4)</source>
        <translation>veröffentlichter Wert %1 stimmt mit der Neuberechnung aus den angegebenen Annahmen, ergänzt um %3, überein: %2 (%4)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="280"/>
        <source>the %1 cores per chip of %2</source>
        <translation>den %1 Kernen pro Chip von %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="285"/>
        <source>the %1 chips per instance of %2</source>
        <translation>den %1 Chips pro Instanz von %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="327"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="435"/>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="436"/>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="438"/>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="440"/>
        <source>%1, old</source>
        <translation>%1, veraltet</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="469"/>
        <source>%1 of %2 %3 is dated %4 (counted from its first day), %5 months before %6: more than %7 months old, check that it still holds</source>
        <translation>%1 von %2 %3 ist auf %4 datiert (ab dem ersten Tag gezählt), %5 Monate vor %6: älter als %7 Monate; prüfen Sie, ob er noch gilt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="474"/>
        <source>%1 of %2 %3 is dated %4, %5 months before %6: more than %7 months old, check that it still holds</source>
        <translation>%1 von %2 %3 ist auf %4 datiert, %5 Monate vor %6: älter als %7 Monate; prüfen Sie, ob er noch gilt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="325"/>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="333"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="337"/>
        <source>%1 vs %2</source>
        <translation>%1 gegenüber %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="342"/>
        <source>sources disagree: %1; the model uses %2 from %3</source>
        <translation>die Quellen widersprechen sich: %1; das Modell verwendet %2 laut %3</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="344"/>
        <source>&quot;not offered&quot;</source>
        <translation>„nicht angeboten“</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="370"/>
        <source>%1: %2 prices</source>
        <translation>%1: Preise (%2)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="380"/>
        <source>per-chip prices differ %1×: %2 (%3) vs %4 (%5); that is %6, so one of them may be quoted per core rather than per chip</source>
        <translation>die Preise pro Chip unterscheiden sich um %1×: %2 (%3) gegenüber %4 (%5); das entspricht %6, also ist einer davon vielleicht pro Kern statt pro Chip angegeben</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="381"/>
        <source>per-chip prices differ %1×: %2 (%3) vs %4 (%5); that is %6, so one of them may be quoted per instance rather than per chip</source>
        <translation>die Preise pro Chip unterscheiden sich um %1×: %2 (%3) gegenüber %4 (%5); das entspricht %6, also ist einer davon vielleicht pro Instanz statt pro Chip angegeben</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="385"/>
        <source>price spread: per-chip prices differ %1×: %2 (%3) vs %4 (%5); no chips-per-instance or cores-per-chip count explains the ratio, so it reads as a difference between sellers or terms, not a unit slip</source>
        <translation>Preisspanne: Die Preise pro Chip unterscheiden sich um %1×: %2 (%3) gegenüber %4 (%5); keine Zahl von Chips pro Instanz oder Kernen pro Chip erklärt das Verhältnis, es ist also ein Unterschied zwischen Anbietern oder Konditionen, kein Einheitenfehler</translation>
    </message>
    <message>
        <location filename="../../core/assessment/checks.cpp" line="400"/>
        <source>priced per core (%1/core-hour); with %2 cores per chip that is %3 per chip-hour; never compare it with a per-GPU price unconverted</source>
        <translation>pro Kern bepreist (%1/Kernstunde); bei %2 Kernen pro Chip sind das %3 pro Chip-Stunde; vergleichen Sie das nie unumgerechnet mit einem Preis pro GPU</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="65"/>
        <source>%1 of today&apos;s price</source>
        <translation>%1 des heutigen Preises</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="66"/>
        <source>%1 per chip-hour</source>
        <translation>%1 pro Chipstunde</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="71"/>
        <source>%1 of the figures used</source>
        <translation>%1 der verwendeten Werte</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="74"/>
        <location filename="../../core/decision/decision_scores.cpp" line="287"/>
        <source>%1 weeks</source>
        <translation>%1 Wochen</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="79"/>
        <source>%1 of run time</source>
        <translation>%1 der Laufzeit</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="81"/>
        <source>%1 tokens a day</source>
        <translation>%1 Token pro Tag</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="83"/>
        <source>%1 tokens a run</source>
        <translation>%1 Token pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="87"/>
        <source>%1 run a year</source>
        <translation>%1 Lauf pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="88"/>
        <source>%1 runs a year</source>
        <translation>%1 Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="90"/>
        <source>%1 an hour</source>
        <translation>%1 pro Stunde</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="93"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="96"/>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="113"/>
        <source>Trainium&apos;s training MFU</source>
        <translation>die Trainings-MFU von Trainium</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="115"/>
        <source>Trainium&apos;s throughput</source>
        <translation>der Durchsatz von Trainium</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="116"/>
        <source>the GPU&apos;s throughput</source>
        <translation>der Durchsatz der GPU</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="117"/>
        <source>the Trainium price</source>
        <translation>der Trainium-Preis</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="118"/>
        <source>the GPU price</source>
        <translation>der GPU-Preis</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="119"/>
        <source>the port</source>
        <translation>die Portierung</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="120"/>
        <source>the volume served</source>
        <translation>das bediente Volumen</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="121"/>
        <source>the run size</source>
        <translation>die Laufgröße</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="122"/>
        <source>the number of runs</source>
        <translation>die Zahl der Läufe</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="123"/>
        <source>the training MFU</source>
        <translation>die Trainings-MFU</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="124"/>
        <source>the training overhead</source>
        <translation>der Trainings-Overhead</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="126"/>
        <source>the decode bandwidth efficiency</source>
        <translation>die Bandbreiteneffizienz beim Decodieren</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="128"/>
        <source>the prefill compute efficiency</source>
        <translation>die Recheneffizienz beim Prefill</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="129"/>
        <source>the serving utilisation</source>
        <translation>die Auslastung im Serving</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="130"/>
        <source>the engineer hourly rate</source>
        <translation>der Stundensatz der Ingenieure</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="131"/>
        <source>the time-per-token target</source>
        <translation>das Ziel für die Zeit pro Token</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="132"/>
        <source>the first-token target</source>
        <translation>das Ziel für das erste Token</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="133"/>
        <source>the prompt length</source>
        <translation>die Prompt-Länge</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="134"/>
        <source>the answer length</source>
        <translation>die Antwortlänge</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="155"/>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="156"/>
        <source>%1 (-%2)</source>
        <translation>%1 (-%2)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="161"/>
        <source>the Trainium option</source>
        <translation>die Trainium-Option</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="162"/>
        <source>the GPU option</source>
        <translation>die GPU-Option</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="173"/>
        <source>The matrix puts a Trainium option first when the port takes longer than %1 (estimate: %2), and a GPU option below that</source>
        <translation>Die Matrix setzt eine Trainium-Option an die erste Stelle, wenn die Portierung länger als %1 dauert (Schätzung: %2), sonst eine GPU-Option</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="176"/>
        <source>The matrix puts a GPU option first when the port takes longer than %1 (estimate: %2), and a Trainium option below that</source>
        <translation>Die Matrix setzt eine GPU-Option an die erste Stelle, wenn die Portierung länger als %1 dauert (Schätzung: %2), sonst eine Trainium-Option</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="180"/>
        <source>The matrix puts a Trainium option first when %1 is above %2 (assessed: %3), and a GPU option below that</source>
        <translation>Die Matrix setzt eine Trainium-Option an die erste Stelle, wenn %1 %2 übersteigt (berechnet: %3), darunter eine GPU-Option</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="183"/>
        <source>The matrix puts a GPU option first when %1 is above %2 (assessed: %3), and a Trainium option below that</source>
        <translation>Die Matrix setzt eine GPU-Option an die erste Stelle, wenn %1 %2 übersteigt (berechnet: %3), darunter eine Trainium-Option</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="192"/>
        <source>The saving of %1 over %2 (negative when the GPU is cheaper) exceeds %3 when the port takes longer than %4 (estimate: %5), and falls short of it otherwise</source>
        <translation>Die Ersparnis von %1 gegenüber %2 (negativ, wenn die GPU günstiger ist) übersteigt %3, wenn die Portierung länger als %4 dauert (Schätzung: %5), und bleibt sonst darunter</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="196"/>
        <source>The saving of %1 over %2 (negative when the GPU is cheaper) exceeds %3 when the port takes less than %4 (estimate: %5), and falls short of it otherwise</source>
        <translation>Die Ersparnis von %1 gegenüber %2 (negativ, wenn die GPU günstiger ist) übersteigt %3, wenn die Portierung kürzer als %4 dauert (Schätzung: %5), und bleibt sonst darunter</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="201"/>
        <source>The saving of %1 over %2 (negative when the GPU is cheaper) exceeds %3 when %4 is above %5 (assessed: %6), and falls short of it otherwise</source>
        <translation>Die Ersparnis von %1 gegenüber %2 (negativ, wenn die GPU günstiger ist) übersteigt %3, wenn %4 %5 übersteigt (berechnet: %6), und bleibt sonst darunter</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="205"/>
        <source>The saving of %1 over %2 (negative when the GPU is cheaper) exceeds %3 when %4 is below %5 (assessed: %6), and falls short of it otherwise</source>
        <translation>Die Ersparnis von %1 gegenüber %2 (negativ, wenn die GPU günstiger ist) übersteigt %3, wenn %4 %5 unterschreitet (berechnet: %6), und bleibt sonst darunter</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="212"/>
        <source>%1 costs less than %2 over the horizon when the port takes longer than %3 (estimate: %4); when it takes less, %2 does</source>
        <translation>%1 kostet über den Horizont weniger als %2, wenn die Portierung länger als %3 dauert (Schätzung: %4); dauert sie kürzer, ist %2 günstiger</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/what_if.cpp" line="215"/>
        <source>%1 costs less than %2 over the horizon when %3 is above %4 (assessed: %5); when it is lower, %2 does</source>
        <translation>%1 kostet über den Horizont weniger als %2, wenn %3 %4 übersteigt (berechnet: %5); liegt der Wert darunter, ist %2 günstiger</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="21"/>
        <source>does not apply: nothing is trained</source>
        <translation>entfällt: Es wird nichts trainiert</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="23"/>
        <source>raised from %1: the scenario has a %2-week deadline</source>
        <translation>von %1 angehoben: Das Szenario hat eine Frist von %2 Wochen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="29"/>
        <source>does not apply: the scenario buys on a commitment, not on the spot market</source>
        <translation>entfällt: Das Szenario kauft mit Bindung, nicht auf dem Spot-Markt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="32"/>
        <source>does not apply: the scenario reserves Capacity Blocks, not spot capacity</source>
        <translation>entfällt: Das Szenario reserviert Capacity Blocks, keine Spot-Kapazität</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="35"/>
        <source>lowered from %1: on-demand buyers use spot only as a fallback</source>
        <translation>von %1 gesenkt: Wer on demand kauft, nutzt Spot nur als Ausweichmöglichkeit</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="40"/>
        <source>lowered from %1: the team is AWS-native and needs no second cloud (seed 001 weighs portability heavily only when multi-cloud is required)</source>
        <translation>von %1 gesenkt: Das Team arbeitet AWS-nativ und braucht keine zweite Cloud (Seed 001 gewichtet Portabilität nur dann stark, wenn mehrere Clouds verlangt sind)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="47"/>
        <source>raised from %1: the work is research on new architectures (seeds 001, 003)</source>
        <translation>von %1 angehoben: Die Arbeit ist Forschung an neuen Architekturen (Seeds 001, 003)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="51"/>
        <source>lowered from %1: a mainstream architecture Neuron already supports</source>
        <translation>von %1 gesenkt: eine gängige Architektur, die Neuron bereits unterstützt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_weights.cpp" line="61"/>
        <source>raised from %1: research on new architectures lives on day-one framework support and fast debugging (seeds 001, 003)</source>
        <translation>von %1 angehoben: Forschung an neuen Architekturen lebt von Framework-Unterstützung ab dem ersten Tag und schnellem Debugging (Seeds 001, 003)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="51"/>
        <source>one run a year leaves %1 for it</source>
        <translation>ein Lauf pro Jahr lässt dafür %1</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="53"/>
        <source>%1 runs a year leave %2 for each</source>
        <translation>%1 Läufe pro Jahr lassen für jeden %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="55"/>
        <source>the %1-month horizon lasts %2</source>
        <translation>der Horizont von %1 Monaten umfasst %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="61"/>
        <source>The planned runs do not fit in a year</source>
        <translation>Die geplanten Läufe passen nicht in ein Jahr</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="62"/>
        <source>The run does not fit in the horizon</source>
        <translation>Der Lauf passt nicht in den Horizont</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="64"/>
        <source>no offer sells enough chips in one order to make it fit</source>
        <translation>kein Angebot verkauft in einer Bestellung genug Chips, damit es passt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="65"/>
        <source>it needs about %1 chips on that option</source>
        <translation>dafür braucht es auf dieser Option etwa %1 Chips</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="66"/>
        <source>at the %1 chips planned one run takes at least %2 (%3), but %4; %5</source>
        <translation>mit den geplanten %1 Chips dauert ein Lauf mindestens %2 (%3), aber %4; %5</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="82"/>
        <source>No option meets the deadline</source>
        <translation>Keine Option hält die Frist ein</translation>
    </message>
    <message>
        <location filename="../../core/assessment/plan.cpp" line="83"/>
        <source>the first result takes at least %1 even with the most chips one order gets; the deadline is %2 away</source>
        <translation>das erste Ergebnis braucht selbst mit den meisten Chips einer Bestellung mindestens %1; bis zur Frist bleiben %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="27"/>
        <source>figure unknown: neutral score 0.5</source>
        <translation>Zahl unbekannt: neutrale Bewertung 0,5</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="28"/>
        <source>%1 (unknown)</source>
        <translation>%1 (unbekannt)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="70"/>
        <source>no expert profile covers %1</source>
        <translation>kein Expertenprofil deckt %1 ab</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="75"/>
        <source>the profile &apos;%1&apos; gives no %2 score</source>
        <translation>das Profil „%1“ enthält keine Bewertung für %2</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="82"/>
        <source>score = expert profile score ÷ 10</source>
        <translation>Bewertung = Bewertung im Expertenprofil ÷ 10</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="83"/>
        <source>profile &apos;%1&apos; score</source>
        <translation>Bewertung im Profil „%1“</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="94"/>
        <source>sources disagree on this score</source>
        <translation>die Quellen widersprechen sich bei dieser Bewertung</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="98"/>
        <source>expert score: %1 (of 10)</source>
        <translation>Expertenwertung: %1 (von 10)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="118"/>
        <location filename="../../core/decision/decision_scores.cpp" line="121"/>
        <source>time to result</source>
        <translation>Zeit bis zum Ergebnis</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="119"/>
        <source>nothing is trained</source>
        <translation>es wird nichts trainiert</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="122"/>
        <source>the training time of a run is unknown</source>
        <translation>die Trainingsdauer eines Laufs ist unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="127"/>
        <source>score = min(1, days the plan allows per run ÷ days per run on the most chips one order gets)</source>
        <translation>Bewertung = min(1, Tage, die der Plan pro Lauf zulässt ÷ Tage pro Lauf mit der Höchstzahl an Chips pro Bestellung)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="128"/>
        <source>days per run at full supply</source>
        <translation>Tage pro Lauf bei voller Verfügbarkeit</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="129"/>
        <source>days allowed</source>
        <translation>zulässige Tage</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="131"/>
        <source>the deadline, less the port</source>
        <translation>die Frist abzüglich der Portierung</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="132"/>
        <source>the interval between planned runs</source>
        <translation>der Abstand zwischen geplanten Läufen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="173"/>
        <location filename="../../core/decision/decision_scores.cpp" line="178"/>
        <source>cost over the horizon</source>
        <translation>Kosten über den Zeitraum</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="174"/>
        <source>the cost over the horizon is unknown</source>
        <translation>die Kosten über den Zeitraum sind unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="177"/>
        <source>score = 1 − log₂(cost ÷ cost of the cheapest option in view): 1 less for each doubling</source>
        <translation>Bewertung = 1 − log₂(Kosten ÷ Kosten der günstigsten betrachteten Option): 1 weniger je Verdopplung</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="179"/>
        <source>cheapest in view (%1)</source>
        <translation>günstigste betrachtete Option (%1)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="185"/>
        <source>port risk</source>
        <translation>Portierungsrisiko</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="186"/>
        <source>porting weeks are unknown for this option</source>
        <translation>die Portierungswochen für diese Option sind unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="188"/>
        <source>score = 1 ÷ (1 + porting weeks ÷ 4)</source>
        <translation>Bewertung = 1 ÷ (1 + Portierungswochen ÷ 4)</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="189"/>
        <source>porting weeks</source>
        <translation>Portierungswochen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="192"/>
        <source>no port needed: the team&apos;s stack runs it</source>
        <translation>keine Portierung nötig: Der Stack des Teams läuft bereits darauf</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="197"/>
        <location filename="../../core/decision/decision_scores.cpp" line="201"/>
        <source>memory headroom</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="198"/>
        <source>memory headroom is unknown for this option</source>
        <translation>die Speicherreserve ist für diese Option unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="200"/>
        <source>score = free share of memory, within 0..1</source>
        <translation>Bewertung = freier Anteil des Speichers, innerhalb 0..1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="205"/>
        <source>score = 1 when the offer is sold as spot at a published price, else 0</source>
        <translation>Bewertung = 1, wenn das Angebot als Spot zu einem veröffentlichten Preis erhältlich ist, sonst 0</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="206"/>
        <source>sold as spot</source>
        <translation>als Spot erhältlich</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="211"/>
        <source>portability</source>
        <translation>Portabilität</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="212"/>
        <source>the clouds that rent %1 are unknown</source>
        <translation>unbekannt ist, welche Clouds %1 vermieten</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="218"/>
        <source>score = number of clouds that rent the chip ÷ 4, at most 1</source>
        <translation>Bewertung = Anzahl der Clouds, die den Chip vermieten ÷ 4, höchstens 1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="219"/>
        <source>clouds</source>
        <translation>Clouds</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="220"/>
        <source>no cloud listed</source>
        <translation>keine Cloud verzeichnet</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="221"/>
        <source>rented on %1</source>
        <translation>erhältlich bei %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="226"/>
        <source>the catalog names no metric the model computes for it</source>
        <translation>der Katalog nennt keine Kennzahl, die das Modell dafür berechnet</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="234"/>
        <source>1 at a profile score of 10 of 10, 0 at 0 of 10</source>
        <translation>1 bei einem Profilwert von 10 von 10, 0 bei 0 von 10</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="238"/>
        <source>1 at %1 (%2, the cheapest option in view), 0 at twice that, −1 at four times: the weight weighs one halving of the cost over the horizon, %3 here</source>
        <translation>1 bei %1 (%2, die günstigste betrachtete Option), 0 beim Doppelten, −1 beim Vierfachen: Das Gewicht bewertet eine Halbierung der Kosten über den Horizont, hier %3</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="243"/>
        <source>no option&apos;s cost is known</source>
        <translation>die Kosten keiner Option sind bekannt</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="245"/>
        <source>1 with no port, %1 at 4 weeks, %2 at 12 weeks</source>
        <translation>1 ohne Portierung, %1 bei 4 Wochen, %2 bei 12 Wochen</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="248"/>
        <source>1 when a run fits in the time the plan allows, %1 when it takes twice that</source>
        <translation>1, wenn ein Lauf in die vom Plan erlaubte Zeit passt, %1, wenn er doppelt so lange dauert</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="252"/>
        <source>1 with all memory free, 0 when the model fills it or more</source>
        <translation>1 bei völlig freiem Speicher, 0, wenn das Modell ihn füllt oder mehr braucht</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="254"/>
        <source>1 when sold as spot at a published price, 0 otherwise</source>
        <translation>1, wenn als Spot zu einem veröffentlichten Preis erhältlich, sonst 0</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="256"/>
        <source>1 when four or more clouds rent the chip, %1 for one</source>
        <translation>1, wenn vier oder mehr Clouds den Chip vermieten, %1 bei einer</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="289"/>
        <source>%1 per run</source>
        <translation>%1 pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="290"/>
        <source>%1 free</source>
        <translation>%1 frei</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="293"/>
        <source>every option: %1</source>
        <translation>jede Option: %1</translation>
    </message>
    <message>
        <location filename="../../core/decision/decision_scores.cpp" line="294"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="36"/>
        <source>even one request at a time on %1 chips per replica takes %2 ms per token and %3 ms to the first token; the target is %4 ms per token and %5 ms to the first token</source>
        <translation>selbst eine einzelne Anfrage braucht auf %1 Chips pro Replikat %2 ms pro Token und %3 ms bis zum ersten Token; das Ziel sind %4 ms pro Token und %5 ms bis zum ersten Token</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="43"/>
        <source>even on %1 chips per replica the prompt takes %2 ms before the first token; the target is %3 ms</source>
        <translation>selbst auf %1 Chips pro Replikat dauert der Prompt %2 ms bis zum ersten Token; das Ziel sind %3 ms</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="48"/>
        <source>even one request at a time on %1 chips per replica takes %2 ms per token; the target is %3 ms per token</source>
        <translation>selbst eine einzelne Anfrage braucht auf %1 Chips pro Replikat %2 ms pro Token; das Ziel sind %3 ms pro Token</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="53"/>
        <source>%1 chips per replica cannot hold the weights and the cache of one request</source>
        <translation>%1 Chips pro Replikat fassen die Gewichte und den Cache einer einzigen Anfrage nicht</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="74"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="75"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="77"/>
        <source>99th percentile</source>
        <translation>99. Perzentil</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="92"/>
        <source>measured: %1</source>
        <translation>gemessen: %1</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="93"/>
        <source>measured: %1 (%2)</source>
        <translation>gemessen: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="108"/>
        <source>chips per replica = the chips your measured run was served on</source>
        <translation>Chips pro Replikat = die Chips, auf denen Ihr gemessener Lauf bedient wurde</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="112"/>
        <source>batch = the concurrency of your measured run that meets the target with the most tokens per second per chip (median TPOT and TTFT against the target)</source>
        <translation>Batch = die Parallelität Ihres gemessenen Laufs, der das Ziel mit den meisten Tokens pro Sekunde und Chip einhält (Median von TPOT und TTFT gegen das Ziel)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="115"/>
        <source>measured runs of this workload</source>
        <translation>gemessene Läufe dieser Arbeitslast</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="116"/>
        <source>prompt tokens per request in the run</source>
        <translation>Prompt-Tokens je Anfrage im Lauf</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="117"/>
        <source>output tokens per request in the run</source>
        <translation>Ausgabe-Tokens je Anfrage im Lauf</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="119"/>
        <location filename="../../core/assessment/serving_point.cpp" line="159"/>
        <source>your measurement replaces the model at this point</source>
        <translation>Ihre Messung ersetzt an diesem Punkt das Modell</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="121"/>
        <source>TPOT = the median time per output token of your measured run</source>
        <translation>TPOT = der Median der Zeit pro Ausgabe-Token Ihres gemessenen Laufs</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="124"/>
        <source>TTFT = the median time to the first token of your measured run</source>
        <translation>TTFT = der Median der Zeit bis zum ersten Token Ihres gemessenen Laufs</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="126"/>
        <source>under the run&apos;s load: the wait for a slot is included</source>
        <translation>unter der Last des Laufs: die Wartezeit auf einen Platz ist enthalten</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="152"/>
        <source>the prefill time is modelled: the measured TTFT includes the wait for a slot</source>
        <translation>die Prefill-Zeit ist modelliert: die gemessene TTFT enthält die Wartezeit auf einen Platz</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="155"/>
        <source>tokens/s per chip = your measured output tokens per second ÷ chips</source>
        <translation>Tokens/s pro Chip = Ihre gemessenen Ausgabe-Tokens pro Sekunde ÷ Chips</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="201"/>
        <source>measured with %1 prompt and %2 output tokens per request, the scenario has %3 and %4</source>
        <translation>gemessen mit %1 Prompt- und %2 Ausgabe-Tokens je Anfrage, das Szenario hat %3 und %4</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="222"/>
        <source>no latency target: the typed batch is served as offline work</source>
        <translation>kein Latenzziel: Der eingegebene Batch wird als Offline-Last verarbeitet</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="223"/>
        <source>batch as entered</source>
        <translation>Batch wie eingegeben</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="256"/>
        <source>no bandwidth figure</source>
        <translation>keine Bandbreitenangabe</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="133"/>
        <location filename="../../core/assessment/serving_point.cpp" line="258"/>
        <source>no peak %1 figure to time the prefill</source>
        <translation>keine %1-Spitzenleistung angegeben, um die Prefill-Zeit zu bestimmen</translation>
    </message>
    <message>
        <source>chips per replica = of the fewest chips that hold the model and 2×, 4× … as many up to a node, the size whose batch within the target serves the most tokens per chip</source>
        <translation type="vanished">Chips pro Replikat = unter der kleinsten Chipzahl, die das Modell fasst, und ihrem 2-, 4-, …-Fachen bis zu einem Knoten die Größe, deren Batch innerhalb des Ziels die meisten Token pro Chip liefert</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="281"/>
        <source>chips per replica = of the fewest chips that hold the model and 2×, 4× … as many up to a node, each at its largest batch within the target, the size whose fleet for the day&apos;s volume has the fewest chips (on a tie, the most tokens per chip)</source>
        <translation>Chips pro Replikat = unter der kleinsten Chipzahl, die das Modell fasst, und ihrem 2-, 4-, …-Fachen bis zu einem Knoten, jeweils mit dem größten Batch innerhalb des Ziels, die Größe, deren Flotte für das Tagesvolumen die wenigsten Chips braucht (bei Gleichstand die mit den meisten Tokens pro Chip)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="285"/>
        <source>chips per node</source>
        <translation>Chips pro Knoten</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="287"/>
        <location filename="../../core/assessment/serving_point.cpp" line="335"/>
        <source>KV bytes per sequence at its last token</source>
        <translation>KV-Bytes pro Sequenz beim letzten Token</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="290"/>
        <source>no size meets the latency target; the largest tried</source>
        <translation>keine Größe erreicht das Latenzziel; die größte getestete</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="294"/>
        <source>TPOT = one step = max((weights + batch × KV per token × (prompt + output ÷ 2)) ÷ (bandwidth × efficiency × chips), 2 × active parameters × batch × (1 + prompt ÷ output) ÷ (peak × efficiency × chips))</source>
        <translation>TPOT = ein Schritt = max((Gewichte + Batch × KV pro Token × (Prompt + Ausgabe ÷ 2)) ÷ (Bandbreite × Effizienz × Chips), 2 × aktive Parameter × Batch × (1 + Prompt ÷ Ausgabe) ÷ (Spitzenleistung × Effizienz × Chips))</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="298"/>
        <source>KV bytes per token</source>
        <translation>KV-Bytes pro Token</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="299"/>
        <source>tokens cached per sequence on average</source>
        <translation>durchschnittlich gecachte Token pro Sequenz</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="303"/>
        <location filename="../../core/assessment/serving_point.cpp" line="315"/>
        <source>peak per chip</source>
        <translation>Spitzenleistung pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="304"/>
        <location filename="../../core/assessment/serving_point.cpp" line="316"/>
        <source>compute efficiency</source>
        <translation>Recheneffizienz</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="305"/>
        <source>output tokens</source>
        <translation>Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="306"/>
        <location filename="../../core/assessment/serving_point.cpp" line="318"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="308"/>
        <source>chunked prefill: each step also computes the prompts of the requests that replace finished ones</source>
        <translation>Chunked Prefill: Jeder Schritt berechnet auch die Prompts der Anfragen, die abgeschlossene ersetzen</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="309"/>
        <source>at batch 1: no batch meets the target</source>
        <translation>bei Batch 1: kein Batch erreicht das Ziel</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="312"/>
        <source>TTFT = 2 × active parameters × prompt tokens ÷ (peak × efficiency × chips)</source>
        <translation>TTFT = 2 × aktive Parameter × Prompt-Token ÷ (Spitzenleistung × Effizienz × Chips)</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="146"/>
        <location filename="../../core/assessment/serving_point.cpp" line="314"/>
        <location filename="../../core/assessment/serving_point.cpp" line="350"/>
        <source>prompt tokens</source>
        <translation>Prompt-Token</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="320"/>
        <source>one request&apos;s prompt alone: no queueing, so the time under load is longer</source>
        <translation>nur der Prompt einer einzelnen Anfrage: ohne Warteschlange, unter Last dauert es also länger</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="324"/>
        <source>no replica size meets the latency target</source>
        <translation>keine Replikatgröße erreicht das Latenzziel</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="331"/>
        <source>batch = the largest with TPOT ≤ target, TTFT ≤ target and weights + batch × KV per sequence at its last token ≤ chips × memory × 0.9</source>
        <translation>Batch = der größte mit TPOT ≤ Ziel, TTFT ≤ Ziel und Gewichte + Batch × KV pro Sequenz beim letzten Token ≤ Chips × Speicher × 0.9</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="113"/>
        <location filename="../../core/assessment/serving_point.cpp" line="332"/>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="114"/>
        <location filename="../../core/assessment/serving_point.cpp" line="332"/>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="339"/>
        <source>no TPOT target: memory bounds the batch</source>
        <translation>kein TPOT-Ziel: Der Speicher begrenzt den Batch</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="142"/>
        <location filename="../../core/assessment/serving_point.cpp" line="348"/>
        <source>cost per M input tokens = USD/chip-h × chips × prefill time ÷ 3600 ÷ prompt tokens × 1e6</source>
        <translation>Kosten pro Mio. Eingabe-Token = USD/chip-h × Chips × Prefill-Zeit ÷ 3600 ÷ Prompt-Token × 1e6</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="145"/>
        <location filename="../../core/assessment/serving_point.cpp" line="350"/>
        <source>prefill time</source>
        <translation>Prefill-Zeit</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="341"/>
        <source>none of your %1 measured runs of this workload meets the target at its median; the model&apos;s point is used</source>
        <translation>keiner Ihrer %1 gemessenen Läufe dieser Arbeitslast hält das Ziel im Median ein; der Punkt des Modells wird verwendet</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="351"/>
        <location filename="../../core/assessment/serving_point.cpp" line="364"/>
        <source>prefill share of the replica&apos;s time</source>
        <translation>Prefill-Anteil an der Zeit des Replikats</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="353"/>
        <source>the prompts&apos; part of the cost per output token, priced per prompt token as APIs quote it</source>
        <translation>der Anteil der Prompts an den Kosten pro Ausgabe-Token, bepreist pro Prompt-Token, wie APIs ihn angeben</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="130"/>
        <location filename="../../core/assessment/serving_point.cpp" line="358"/>
        <source>price unknown</source>
        <translation>Preis unbekannt</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="361"/>
        <source>tokens/s per chip = batch ÷ TPOT ÷ chips per replica</source>
        <translation>Token/s pro Chip = Batch ÷ TPOT ÷ Chips pro Replikat</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="362"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../../core/assessment/serving_point.cpp" line="366"/>
        <source>the operating point at the latency target</source>
        <translation>der Betriebspunkt beim Latenzziel</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="70"/>
        <source>Some</source>
        <translation>Etwas</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="71"/>
        <source>Experienced</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="73"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="80"/>
        <source>Custom attention</source>
        <translation>Eigene Attention</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="81"/>
        <source>Novel, unsupported</source>
        <translation>Neu, nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="83"/>
        <source>Supported</source>
        <translation>Unterstützt</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="163"/>
        <source>%1 announcement year</source>
        <translation>%1: Jahr der Ankündigung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="165"/>
        <source>%1 cores per chip</source>
        <translation>%1: Kerne pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="167"/>
        <source>%1 memory</source>
        <translation>%1: Speicher</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="169"/>
        <source>%1 memory bandwidth</source>
        <translation>%1: Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="171"/>
        <source>%1 power</source>
        <translation>%1: Leistungsaufnahme</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="176"/>
        <source>%1 dense %2 compute</source>
        <translation>%1: dichte %2-Rechenleistung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="179"/>
        <source>%1 sparse %2 compute</source>
        <translation>%1: dünnbesetzte %2-Rechenleistung</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="185"/>
        <source>%1 chips per instance</source>
        <translation>%1: Chips pro Instanz</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="203"/>
        <location filename="../../core/evaluation/assess.cpp" line="760"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="56"/>
        <source>the %1 of %2 is an estimate (%3)</source>
        <translation>der %1 von %2 ist eine Schätzung (%3)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="60"/>
        <source>its chips per instance are an estimate (%1)</source>
        <translation>die Chips pro Instanz sind eine Schätzung (%1)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="79"/>
        <source>%1 gives %2 chips per instance, which puts the price per chip at %3 of the one used</source>
        <translation>%1 nennt %2 Chips pro Instanz; damit läge der Preis pro Chip bei %3 des verwendeten</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="88"/>
        <source>%1 gives %2 of the price used</source>
        <translation>%1 nennt %2 des verwendeten Preises</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="135"/>
        <source>%1 below to %2 above</source>
        <translation>%1 darunter bis %2 darüber</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="244"/>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="254"/>
        <source>the scenario&apos;s range</source>
        <translation>die Bandbreite des Szenarios</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="247"/>
        <source>the catalog&apos;s porting table: %1 to %2 weeks for this team and model</source>
        <translation>die Portierungstabelle des Katalogs: %1 bis %2 Wochen für dieses Team und Modell</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="259"/>
        <source>the Trainium figures used (least firm kind: %1): %2, the default for that kind</source>
        <translation>die verwendeten Trainium-Zahlen (unsicherste Art: %1): %2, die Vorgabe für diese Art</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="261"/>
        <source>the GPU figures used (least firm kind: %1): %2, the default for that kind</source>
        <translation>die verwendeten GPU-Zahlen (unsicherste Art: %1): %2, die Vorgabe für diese Art</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="269"/>
        <source>Trainium prices that rest on an estimate: %1; %2 (moves only the options whose price is an estimate)</source>
        <translation>Trainium-Preise, die auf einer Schätzung beruhen: %1; %2 (bewegt nur die Optionen, deren Preis geschätzt ist)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="272"/>
        <source>GPU prices that rest on an estimate: %1; %2 (moves only the options whose price is an estimate)</source>
        <translation>GPU-Preise, die auf einer Schätzung beruhen: %1; %2 (bewegt nur die Optionen, deren Preis geschätzt ist)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="279"/>
        <source>an assumption of the model: %1 the value entered (default)</source>
        <translation>eine Annahme des Modells: %1 des eingegebenen Werts (Vorgabe)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="289"/>
        <source>certain (no range set)</source>
        <translation>sicher (keine Bandbreite gesetzt)</translation>
    </message>
    <message>
        <location filename="../../core/uncertainty/uncertainty.cpp" line="336"/>
        <source>as assessed</source>
        <translation>wie bewertet</translation>
    </message>
    <message>
        <location filename="../../core/model/scenario.cpp" line="23"/>
        <source>Llama 3 70B: quarterly training and daily serving</source>
        <translation>Llama 3 70B: Training jedes Quartal und täglicher Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/model/scenario.cpp" line="24"/>
        <source>Built-in starting point: change the workload, team and strategy to yours.</source>
        <translation>Eingebauter Ausgangspunkt: Passen Sie Arbeitslast, Team und Strategie an Ihre eigenen an.</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="38"/>
        <source>could not be saved: %1</source>
        <translation>konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="51"/>
        <source>the folder could not be created</source>
        <translation>der Ordner konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="90"/>
        <location filename="../../app/cli/cmd_import.cpp" line="111"/>
        <source>measurement file</source>
        <translation>Messdatei</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="136"/>
        <source>%1, %2, batch %3</source>
        <translation>%1, %2, Batch %3</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="137"/>
        <source>a model of its own</source>
        <translation>ein eigenes Modell</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="144"/>
        <source>%1: applies to nothing in the open scenario, which uses %2; it stays in the overlay for scenarios it fits</source>
        <translation>%1: betrifft nichts im geöffneten Szenario, das %2 verwendet; der Wert bleibt im Overlay für Szenarien, zu denen er passt</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="46"/>
        <location filename="../../core/catalog/catalog_entries.cpp" line="389"/>
        <location filename="../../core/catalog/catalog_entries.cpp" line="559"/>
        <location filename="../../core/group/workshop_web.cpp" line="52"/>
        <location filename="../../core/group/workshop_web.cpp" line="70"/>
        <location filename="../../core/group/workshop_io.cpp" line="84"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="111"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="135"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="155"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="276"/>
        <location filename="../../core/base/json_reader.cpp" line="342"/>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="55"/>
        <source>id must not be empty</source>
        <translation>id darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="60"/>
        <source>duplicate id %1: already used by %2; ids must be unique within a file</source>
        <translation>doppelte ID %1: schon vergeben an %2; IDs müssen innerhalb einer Datei eindeutig sein</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="84"/>
        <location filename="../../core/scenario/scenario_fields.cpp" line="411"/>
        <source>expected an array of strings, found %1</source>
        <translation>erwartet wird eine Liste von Zeichenketten, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="93"/>
        <source>expected a non-empty string, found %1</source>
        <translation>erwartet wird eine nicht leere Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="109"/>
        <source>%1 (%2) is larger than %3 (%4)</source>
        <translation>%1 (%2) ist größer als %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="121"/>
        <source>expected an object keyed by precision, found %1</source>
        <translation>erwartet wird ein Objekt mit Genauigkeiten als Schlüsseln, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="128"/>
        <source>unknown precision %1, ignored; use fp32, tf32, bf16, fp16, fp8 or fp4</source>
        <translation>unbekannte Genauigkeit %1, ignoriert; zulässig sind fp32, tf32, bf16, fp16, fp8 und fp4</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="134"/>
        <source>expected an object with dense and sparse figures, found %1</source>
        <translation>erwartet wird ein Objekt mit dense- und sparse-Kennzahlen, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="148"/>
        <source>sparse compute is below dense compute; check the two figures</source>
        <translation>die Rechenleistung mit Sparsity liegt unter der ohne; beide Kennzahlen prüfen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="161"/>
        <source>expected an object with text, source, date and kind, found %1</source>
        <translation>erwartet wird ein Objekt mit text, source, date und kind, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="186"/>
        <source>%1 %2 is unknown; use one of: %3</source>
        <translation>%1 %2 ist unbekannt; zulässig sind: %3</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="235"/>
        <source>cloud %1 is unknown; use one of: %2</source>
        <translation>die Cloud %1 ist unbekannt; zulässig sind: %2</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="240"/>
        <source>clouds must name at least one cloud</source>
        <translation>clouds muss mindestens eine Cloud nennen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="262"/>
        <source>one order (%1 chips) cannot be smaller than one instance (%2 chips)</source>
        <translation>eine Bestellung (%1 Chips) kann nicht kleiner sein als eine Instanz (%2 Chips)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="294"/>
        <source>expected an object keyed by pricing model, found %1</source>
        <translation>erwartet wird ein Objekt mit Preismodellen als Schlüsseln, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="301"/>
        <source>unknown pricing model %1, ignored; use on_demand, commit_1y, commit_3y or spot</source>
        <translation>unbekanntes Preismodell %1, ignoriert; zulässig sind on_demand, commit_1y, commit_3y und spot</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="318"/>
        <source>required field is missing: a price per instance-hour needs the chip count to become a price per chip-hour</source>
        <translation>Pflichtfeld fehlt: ein Preis je Instanzstunde braucht die Chipzahl, um zu einem Preis je Chipstunde zu werden</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="355"/>
        <source>expected an object of milliseconds such as {&quot;median&quot;: 30.8, &quot;p99&quot;: 44.9}, found %1</source>
        <translation>erwartet wird ein Objekt mit Millisekunden wie {&quot;median&quot;: 30.8, &quot;p99&quot;: 44.9}, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="365"/>
        <source>unknown key: expected mean, median or a percentile such as p99</source>
        <translation>unbekannter Schlüssel: erwartet werden mean, median oder ein Perzentil wie p99</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="377"/>
        <location filename="../../core/base/json_reader.cpp" line="349"/>
        <source>required field is missing</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="447"/>
        <source>statements mix tokens/s/chip and tokens/s/instance; split them into separate measurements</source>
        <translation>die Angaben mischen tokens/s/chip und tokens/s/instance; sie gehören in getrennte Messungen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="454"/>
        <source>a serving run belongs to an inference throughput with its concurrency as &quot;batch&quot;</source>
        <translation>ein Serving-Lauf gehört zu einem Inferenz-Durchsatz mit seiner Parallelität als „batch“</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="468"/>
        <source>required field is missing: an mfu measurement needs a figure, or both low and high</source>
        <translation>Pflichtfeld fehlt: eine MFU-Messung braucht einen Wert oder sowohl low als auch high</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="473"/>
        <source>required field is missing: low and high come as a pair</source>
        <translation>Pflichtfeld fehlt: low und high gibt es nur als Paar</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="491"/>
        <source>the assumed price must be a value in USD/chip-hour (got %1); divide a per-instance price by its chips</source>
        <translation>der angenommene Preis muss in USD/Chipstunde angegeben sein (angegeben: %1); einen Preis je Instanz durch ihre Chipzahl teilen</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="532"/>
        <source>experience %1 with model_support %2 is already covered by %3</source>
        <translation>Erfahrung %1 mit model_support %2 ist schon durch %3 abgedeckt</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="628"/>
        <source>metric is ignored for a criterion scored from profiles</source>
        <translation>metric wird für ein aus Profilen bewertetes Kriterium ignoriert</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="657"/>
        <source>expected an object keyed by criterion id, found %1</source>
        <translation>erwartet wird ein Objekt mit Kriterien-IDs als Schlüsseln, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="685"/>
        <source>active_parameters_b (%1) exceeds parameters_b (%2)</source>
        <translation>active_parameters_b (%1) ist größer als parameters_b (%2)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_web.cpp" line="58"/>
        <source>is not a field of a ballot</source>
        <translation>ist kein Feld eines Stimmzettels</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_web.cpp" line="76"/>
        <source>is not a criterion of this workshop</source>
        <translation>ist kein Kriterium dieses Workshops</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="31"/>
        <location filename="../../core/base/json_reader.cpp" line="330"/>
        <source>schema version %1 is newer than this version of AccelDecide reads (%2)</source>
        <translation>Schemaversion %1 ist neuer als die, die diese Version von AccelDecide liest (%2)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="42"/>
        <location filename="../../core/group/workshop.cpp" line="304"/>
        <location filename="../../core/base/json_reader.cpp" line="422"/>
        <source>must be between %1 and %2 (got %3)</source>
        <translation>muss zwischen %1 und %2 liegen (angegeben: %3)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="52"/>
        <location filename="../../core/scenario/scenario_fields.cpp" line="366"/>
        <location filename="../../core/base/json_reader.cpp" line="417"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="75"/>
        <source>must be a whole number (got %1)</source>
        <translation>muss eine ganze Zahl sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="71"/>
        <location filename="../../core/group/workshop.cpp" line="302"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_entries.cpp" line="29"/>
        <location filename="../../core/catalog/catalog_entries.cpp" line="509"/>
        <location filename="../../core/catalog/catalog_entries.cpp" line="592"/>
        <location filename="../../core/catalog/catalog_entries.cpp" line="608"/>
        <location filename="../../core/group/workshop_io.cpp" line="98"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="268"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="413"/>
        <source>expected an array, found %1</source>
        <translation>erwartet wird ein Array, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="103"/>
        <source>holds %1 entries; at most %2 are allowed</source>
        <translation>enthält %1 Einträge; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="114"/>
        <source>%1; kept, but it has no effect</source>
        <translation>%1; beibehalten, aber ohne Wirkung</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="120"/>
        <location filename="../../core/group/workshop.cpp" line="308"/>
        <source>unknown criterion %1</source>
        <translation>unbekanntes Kriterium %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="129"/>
        <location filename="../../core/group/workshop.cpp" line="321"/>
        <source>a criterion id must not be empty</source>
        <translation>eine Kriteriums-ID darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="144"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="200"/>
        <source>expected an object of offer id to score, found %1</source>
        <translation>erwartet wird ein Objekt von Angebots-ID zu Bewertung, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="155"/>
        <location filename="../../core/group/workshop.cpp" line="332"/>
        <source>%1 is computed by the model; only expert-profile criteria take a participant&apos;s scores</source>
        <translation>%1 berechnet das Modell; nur Kriterien des Expertenprofils nehmen Bewertungen von Teilnehmenden an</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="163"/>
        <source>an offer id must not be empty</source>
        <translation>eine Angebots-ID darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="168"/>
        <location filename="../../core/group/workshop.cpp" line="340"/>
        <source>unknown offer %1</source>
        <translation>unbekanntes Angebot %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="186"/>
        <source>expected a ballot object, found %1</source>
        <translation>erwartet wird ein Stimmzettel-Objekt, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="204"/>
        <source>%1 is not an ISO 8601 date and time with a zone, such as 2026-03-14T09:30:00Z</source>
        <translation>%1 ist kein Datum mit Uhrzeit und Zeitzone nach ISO 8601 wie 2026-03-14T09:30:00Z</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="223"/>
        <source>expected a participant object, found %1</source>
        <translation>erwartet wird ein Teilnehmer-Objekt, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="251"/>
        <source>the id %1 is used twice</source>
        <translation>die ID %1 kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="254"/>
        <source>the name %1 is used twice</source>
        <translation>der Name %1 kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="269"/>
        <source>expected a round object, found %1</source>
        <translation>erwartet wird ein Runden-Objekt, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="279"/>
        <source>rounds are numbered from 1 in order: expected %1 (got %2)</source>
        <translation>Runden werden der Reihe nach ab 1 nummeriert: erwartet %1 (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="294"/>
        <source>the ballot sits in round %1 but says round %2</source>
        <translation>der Stimmzettel steht in Runde %1, nennt aber Runde %2</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="298"/>
        <source>no participant has the id %1</source>
        <translation>kein Teilnehmer hat die ID %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="302"/>
        <source>%1 already has a ballot in this round</source>
        <translation>%1 hat in dieser Runde schon einen Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="344"/>
        <source>expected a workshop object, found %1</source>
        <translation>erwartet wird ein Workshop-Objekt, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="362"/>
        <source>unknown value %1; expected one of: mean, median, geometric</source>
        <translation>unbekannter Wert %1; erwartet wird einer von: mean, median, geometric</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="380"/>
        <source>the current round is the last one, %1 (got %2)</source>
        <translation>die aktuelle Runde ist die letzte, %1 (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="455"/>
        <source>%1 is not a ballot; a ballot file has kind &quot;%2&quot;</source>
        <translation>%1 ist kein Stimmzettel; eine Stimmzetteldatei hat die Art &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="469"/>
        <source>names %1 but the file is from participant %2</source>
        <translation>nennt %1, aber die Datei stammt von Teilnehmer %2</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="475"/>
        <source>no weight for criterion %1; the scenario&apos;s weight stands for it</source>
        <translation>kein Gewicht für Kriterium %1; das Gewicht des Szenarios gilt dafür</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop_io.cpp" line="486"/>
        <source>ballot file</source>
        <translation>Stimmzetteldatei</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="35"/>
        <source>a participant needs a name or an alias</source>
        <translation>ein Teilnehmer braucht einen Namen oder ein Kürzel</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="37"/>
        <source>the name %1</source>
        <translation>der Name %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="42"/>
        <source>%1 is already taken by another participant</source>
        <translation>%1 ist schon an einen anderen Teilnehmer vergeben</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="45"/>
        <source>%1 looks the same as %2, another participant&apos;s name; choose one the room can tell apart</source>
        <translation>%1 sieht genauso aus wie %2, der Name eines anderen Teilnehmers; wählen Sie einen, den der Raum unterscheiden kann</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="54"/>
        <source>no participant with id %1</source>
        <translation>kein Teilnehmer mit der ID %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="182"/>
        <source>added %1</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="198"/>
        <source>removed %1 and %2 ballot</source>
        <translation>%1 und %2 Stimmzettel entfernt</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="199"/>
        <source>removed %1 and %2 ballots</source>
        <translation>%1 und %2 Stimmzettel entfernt</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="215"/>
        <source>renamed to %1</source>
        <translation>umbenannt in %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="235"/>
        <source>ballot of %1 stored</source>
        <translation>Stimmzettel von %1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="275"/>
        <source>unknown participant %1</source>
        <translation>unbekannter Teilnehmer %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="279"/>
        <source>Participant %1</source>
        <translation>Teilnehmer %1</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="314"/>
        <source>%1 is not an ISO 8601 date and time such as 2026-03-14T09:30:00Z</source>
        <translation>%1 ist kein Datum mit Uhrzeit nach ISO 8601 wie 2026-03-14T09:30:00Z</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="342"/>
        <location filename="../../core/base/json_reader.cpp" line="371"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="463"/>
        <source>the ballot of %1 was refused: %2: %3</source>
        <translation>der Stimmzettel von %1 wurde abgelehnt: %2: %3</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="468"/>
        <source>the ballot names participant %1 but the file is from %2</source>
        <translation>der Stimmzettel nennt den Teilnehmer %1, die Datei stammt aber von %2</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="474"/>
        <source>the ballot of %1 is for round %2, which has not started (the workshop is in round %3)</source>
        <translation>der Stimmzettel von %1 gilt für Runde %2, die noch nicht begonnen hat (der Workshop ist in Runde %3)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="479"/>
        <source>the ballot of %1 was made against another version of the scenario or catalog; ask for a new one</source>
        <translation>der Stimmzettel von %1 wurde für einen anderen Stand des Szenarios oder Katalogs ausgefüllt; bitten Sie um einen neuen</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="485"/>
        <source>the ballot of %1 is for round %2; the workshop has moved on to round %3</source>
        <translation>der Stimmzettel von %1 gilt für Runde %2; der Workshop ist schon bei Runde %3</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="492"/>
        <source>%1 (id %2) is not a participant of this workshop</source>
        <translation>%1 (ID %2) nimmt an diesem Workshop nicht teil</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="500"/>
        <source>the ballot of %1 is already in (same answers)</source>
        <translation>der Stimmzettel von %1 liegt schon vor (gleiche Antworten)</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="507"/>
        <source>the ballot of %1 dated %2 is not newer than the one held (%3); the held ballot is kept</source>
        <translation>der Stimmzettel von %1 vom %2 ist nicht neuer als der vorliegende (%3); der vorliegende bleibt</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="514"/>
        <source>the ballot of %1 replaced the one from %2</source>
        <translation>der Stimmzettel von %1 ersetzt den vom %2</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="529"/>
        <source>the ballot of %1 was added</source>
        <translation>der Stimmzettel von %1 wurde aufgenommen</translation>
    </message>
    <message>
        <location filename="../../core/group/workshop.cpp" line="530"/>
        <source>the ballot of %1 was added with a new participant</source>
        <translation>der Stimmzettel von %1 wurde mit einem neuen Teilnehmer aufgenommen</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="91"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="131"/>
        <source>%1 (%2 characters)</source>
        <translation>%1 (%2 Zeichen)</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="198"/>
        <source>more problems were found than are listed here; the first %1 are above</source>
        <translation>es wurden mehr Probleme gefunden als hier aufgeführt; die ersten %1 stehen oben</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="225"/>
        <source>1 byte</source>
        <translation>1 Byte</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="227"/>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="232"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="233"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="243"/>
        <source>the file is %1 bytes; files above %2 (%3 bytes) are refused</source>
        <translation>die Datei ist %1 Bytes groß; Dateien über %2 (%3 Bytes) werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/diagnostics.cpp" line="247"/>
        <source>the file is %1; files above %2 are refused</source>
        <translation>die Datei ist %1 groß; Dateien über %2 werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="65"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="66"/>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="69"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="70"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="71"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="72"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="73"/>
        <source>an unsupported value</source>
        <translation>ein nicht unterstützter Wert</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="125"/>
        <source>the text is %1 characters long; text longer than %2 characters is refused</source>
        <translation>der Text ist %1 Zeichen lang; Text mit mehr als %2 Zeichen wird abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="143"/>
        <source>the key is %1 characters long; keys longer than %2 characters are refused</source>
        <translation>der Schlüssel ist %1 Zeichen lang; Schlüssel mit mehr als %2 Zeichen werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="203"/>
        <source>the array holds more than %1 entries; larger ones are refused</source>
        <translation>das Array enthält mehr als %1 Einträge; größere werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="206"/>
        <source>the object holds more than %1 entries; larger ones are refused</source>
        <translation>das Objekt enthält mehr als %1 Einträge; größere werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="238"/>
        <source>objects and arrays are nested more than %1 deep here; deeper files are refused</source>
        <translation>Objekte und Arrays sind hier mehr als %1 Ebenen tief verschachtelt; tiefer verschachtelte Dateien werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="273"/>
        <source>a number is too large to represent (beyond about 1.8e308)</source>
        <translation>eine Zahl ist zu groß, um dargestellt zu werden (über etwa 1,8e308)</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="286"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>kein gültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="296"/>
        <source>the key %1 appears twice in the same object; remove one</source>
        <translation>der Schlüssel %1 kommt im selben Objekt zweimal vor; entfernen Sie einen davon</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="322"/>
        <source>the file must hold a JSON object, not %1</source>
        <translation>die Datei muss ein JSON-Objekt enthalten, nicht %1</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="380"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="393"/>
        <source>is implausibly large: at most %1 (got %2)</source>
        <translation>ist unplausibel groß: höchstens %1 (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="472"/>
        <source>unknown field, ignored (check the spelling)</source>
        <translation>unbekanntes Feld, ignoriert (prüfen Sie die Schreibweise)</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="485"/>
        <source>cannot open the %1: no such file</source>
        <translation>die %1 kann nicht geöffnet werden: Die Datei existiert nicht</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="488"/>
        <source>cannot open the %1: it is a directory</source>
        <translation>die %1 kann nicht geöffnet werden: Es handelt sich um einen Ordner</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="493"/>
        <source>cannot open the %1: %2</source>
        <translation>die %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="508"/>
        <source>cannot read the %1: %2</source>
        <translation>die %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="519"/>
        <source>is too long: %1 characters; at most %2 are allowed</source>
        <translation>ist zu lang: %1 Zeichen; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="222"/>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="228"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="237"/>
        <source>spot price of %1 in %2</source>
        <translation>Spot-Preis von %1 in %2</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="239"/>
        <source>on-demand price of %1 in %2</source>
        <translation>On-Demand-Preis von %1 in %2</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="255"/>
        <source>not a %1 file: the header lacks %2</source>
        <translation>keine %1-Datei: In der Kopfzeile fehlt %2</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="270"/>
        <location filename="../../core/inputs/price_import.cpp" line="439"/>
        <source>%1 is not a number: %2</source>
        <translation>%1 ist keine Zahl: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="108"/>
        <location filename="../../core/inputs/price_import.cpp" line="294"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="112"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="116"/>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="122"/>
        <source>expected &quot;%1&quot;, so this is not an AccelDecide recovery file</source>
        <translation>„%1“ erwartet, dies ist also keine Wiederherstellungsdatei von AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="128"/>
        <source>expected a whole number from 1 up</source>
        <translation>ganze Zahl ab 1 erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="131"/>
        <source>version %1 was written by a newer AccelDecide; this one reads up to %2</source>
        <translation>Version %1 wurde von einem neueren AccelDecide geschrieben; dieses liest bis Version %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="139"/>
        <source>expected an ISO 8601 date and time, e.g. 2026-03-14T09:30:00Z</source>
        <translation>Datum und Uhrzeit nach ISO 8601 erwartet, z. B. 2026-03-14T09:30:00Z</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="145"/>
        <source>expected a file path or null</source>
        <translation>Dateipfad oder null erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="150"/>
        <source>missing: the autosaved scenario is not there</source>
        <translation>fehlt: Das automatisch gesicherte Szenario ist nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="152"/>
        <source>expected the scenario file&apos;s text as a string</source>
        <translation>Text der Szenariodatei als Zeichenkette erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="278"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="299"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="351"/>
        <source>the file has a header but no rows</source>
        <translation>die Datei hat eine Kopfzeile, aber keine Zeilen</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="305"/>
        <source>has %1 fields, the header %2</source>
        <translation>hat %1 Felder, die Kopfzeile %2</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="330"/>
        <source>InstanceType (or, for chips priced apart, AcceleratorName) and Region are required</source>
        <translation>InstanceType (oder, für getrennt bepreiste Chips, AcceleratorName) und Region sind erforderlich</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="354"/>
        <source>chips priced apart from a machine need a positive AcceleratorCount, not %1</source>
        <translation>getrennt von einer Maschine bepreiste Chips brauchen einen positiven AcceleratorCount, nicht %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="393"/>
        <source>%1: the file has no row pricing its %2 %3 chips; skipped</source>
        <translation>%1: Die Datei hat keine Zeile mit dem Preis ihrer %2 %3-Chips; übersprungen</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="409"/>
        <source>%1: the machine&apos;s own price is %2, a placeholder, so no instance price can be formed; refused</source>
        <translation>%1: Der Eigenpreis der Maschine ist %2, ein Platzhalter, daher lässt sich kein Instanzpreis bilden; abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="434"/>
        <source>instance_name and location are required</source>
        <translation>instance_name und location sind erforderlich</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="448"/>
        <source>spot must be True or False, not %1</source>
        <translation>spot muss True oder False sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="476"/>
        <source>nested deeper than %1 levels; not an offer file</source>
        <translation>tiefer als %1 Ebenen verschachtelt; keine Angebotsdatei</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="489"/>
        <location filename="../../core/inputs/vllm_result.cpp" line="295"/>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="493"/>
        <source>not an AWS Price List offer file: no &quot;products&quot; object</source>
        <translation>keine Angebotsdatei der AWS Price List: kein Objekt &quot;products&quot;</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="509"/>
        <source>the offer file has no on-demand terms</source>
        <translation>die Angebotsdatei enthält keine On-Demand-Konditionen</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="516"/>
        <source>a product is an object, not %1</source>
        <translation>ein Produkt ist ein Objekt, nicht %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="533"/>
        <source>names no regionCode or location</source>
        <translation>nennt weder regionCode noch location</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="541"/>
        <source>has no priceDimensions object</source>
        <translation>hat kein Objekt priceDimensions</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="552"/>
        <source>has no USD price as text</source>
        <translation>hat keinen USD-Preis als Text</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="559"/>
        <source>is not a number: %1</source>
        <translation>ist keine Zahl: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="658"/>
        <source>is not UTF-8 text (byte %1); save the file as UTF-8</source>
        <translation>ist kein UTF-8-Text (Byte %1); speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="666"/>
        <source>not a price file this can read: neither a SkyPilot vms.csv header (InstanceType, …, Price, SpotPrice, Region), a gpuhunt header (instance_name, location, price, …, spot) nor an AWS Price List offer file; name the format with --format</source>
        <translation>keine lesbare Preisdatei: weder eine Kopfzeile von SkyPilot vms.csv (InstanceType, …, Price, SpotPrice, Region) noch eine von gpuhunt (instance_name, location, price, …, spot) noch eine Angebotsdatei der AWS Price List; nennen Sie das Format mit --format</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="678"/>
        <source>cannot tell which provider&apos;s prices these are from the file name; give the provider (aws, gcp, azure, lambda, runpod, …)</source>
        <translation>aus dem Dateinamen geht nicht hervor, von welchem Anbieter diese Preise sind; geben Sie den Anbieter an (aws, gcp, azure, lambda, runpod, …)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="702"/>
        <source>the file states no date and none was given</source>
        <translation>die Datei nennt kein Datum, und es wurde keines angegeben</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="740"/>
        <source>700.0 is SkyPilot&apos;s placeholder for a product that is not sold; refused</source>
        <translation>700.0 ist der Platzhalter von SkyPilot für ein Produkt, das nicht verkauft wird; abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="743"/>
        <source>a price of %1 is refused: an empty cell means not sold, never 0</source>
        <translation>ein Preis von %1 wird abgelehnt: Eine leere Zelle bedeutet „nicht im Angebot“, nie 0</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="748"/>
        <source>%1 per chip-hour (%2 ÷ %3 chips) is outside %4–%5; refused</source>
        <translation>%1 pro Chip-Stunde (%2 ÷ %3 Chips) liegt außerhalb von %4–%5; abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="781"/>
        <source>on-demand price of %1 in %2 (%3) differs from %4 (%5); the first is used</source>
        <translation>On-Demand-Preis von %1 in %2 (%3) weicht von %4 (%5) ab; der erste gilt</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_import.cpp" line="1026"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="177"/>
        <source>could not be merged: %1</source>
        <translation>konnte nicht zusammengeführt werden: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="59"/>
        <source>a vLLM result is a JSON object, not %1</source>
        <translation>ein vLLM-Ergebnis ist ein JSON-Objekt, nicht %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="73"/>
        <source>the file does not say which chip ran the benchmark (no &quot;chip&quot; or &quot;accelerator&quot; metadata); give the chip&apos;s catalog id</source>
        <translation>die Datei nennt nicht den Chip, auf dem der Benchmark lief (keine Metadaten &quot;chip&quot; oder &quot;accelerator&quot;); geben Sie die Katalog-ID des Chips an</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="85"/>
        <source>model %1 is not a catalog model id; give the catalog id of the model that was benchmarked</source>
        <translation>Modell %1 ist keine Modell-ID des Katalogs; geben Sie die Katalog-ID des gemessenen Modells an</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="119"/>
        <source>request rate %1; expected requests per second or &quot;inf&quot;</source>
        <translation>Anfragerate: %1; erwartet werden Anfragen pro Sekunde oder &quot;inf&quot;</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="147"/>
        <source>fewer than two output tokens per request (%1): the run measured no time per output token</source>
        <translation>weniger als zwei Ausgabe-Token pro Anfrage (%1): Der Lauf hat keine Zeit pro Ausgabe-Token gemessen</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="153"/>
        <source>more than %1 tokens per completed request; check the totals and &quot;completed&quot;</source>
        <translation>mehr als %1 Token pro abgeschlossener Anfrage; prüfen Sie die Summen und &quot;completed&quot;</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="160"/>
        <source>%1 requests failed; the figures are of the completed ones</source>
        <translation>%1 Anfragen sind fehlgeschlagen; die Werte stammen von den abgeschlossenen</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="190"/>
        <source>requests per second × seconds per request gives %1 requests in flight, more than %2; check the figures</source>
        <translation>Anfragen pro Sekunde × Sekunden pro Anfrage ergibt %1 gleichzeitig laufende Anfragen, mehr als %2; prüfen Sie die Werte</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="204"/>
        <source>the run states no concurrency and no request throughput; give the batch, or run with --max-concurrency</source>
        <translation>der Lauf nennt weder Parallelität noch Anfragedurchsatz; geben Sie die Batch-Größe an oder messen Sie mit --max-concurrency</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="221"/>
        <source>chips %1</source>
        <translation>chips: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="222"/>
        <source>tensor_parallel_size %1</source>
        <translation>tensor_parallel_size: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="228"/>
        <source>the file does not say how many chips served the model (no &quot;chips&quot; metadata); its throughput is taken as one chip&apos;s</source>
        <translation>die Datei nennt nicht, wie viele Chips das Modell bedient haben (keine Metadaten &quot;chips&quot;); ihr Durchsatz gilt als der eines Chips</translation>
    </message>
    <message>
        <location filename="../../core/inputs/vllm_result.cpp" line="239"/>
        <source>the file states no date (YYYYMMDD-HHMMSS) and none was given</source>
        <translation>die Datei nennt kein Datum (JJJJMMTT-HHMMSS), und es wurde keines angegeben</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_io.cpp" line="77"/>
        <source>not a catalog file name, ignored; the known names are sources.json, accelerators.json, offers.json, measurements.json, porting.json, criteria.json, profiles.json, models.json and instances.json</source>
        <translation>kein Name einer Katalogdatei, ignoriert; bekannt sind die Namen sources.json, accelerators.json, offers.json, measurements.json, porting.json, criteria.json, profiles.json, models.json und instances.json</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_io.cpp" line="95"/>
        <location filename="../../core/inputs/vllm_result.cpp" line="301"/>
        <source>could not be read: %1</source>
        <translation>konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_io.cpp" line="111"/>
        <source>the catalog directory does not exist</source>
        <translation>der Katalogordner existiert nicht</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_io.cpp" line="116"/>
        <source>is not a directory; a catalog overlay is a directory of JSON files</source>
        <translation>ist kein Ordner; ein Katalog-Overlay ist ein Ordner mit JSON-Dateien</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_io.cpp" line="129"/>
        <source>not a catalog file name, ignored; the known names are listed in docs/catalog-format.md</source>
        <translation>kein Name einer Katalogdatei, ignoriert; die bekannten Namen stehen in docs/catalog-format.md</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_io.cpp" line="135"/>
        <source>cannot list the directory: %1</source>
        <translation>der Inhalt des Ordners kann nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/session/measurementimport.cpp" line="26"/>
        <location filename="../../app/cli/cmd_import.cpp" line="40"/>
        <location filename="../../core/catalog/catalog_io.cpp" line="144"/>
        <source>catalog file</source>
        <translation>Katalogdatei</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="60"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="308"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="311"/>
        <source>required value is missing</source>
        <translation>der erforderliche Wert fehlt</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="62"/>
        <source>not a number: %1</source>
        <translation>keine Zahl: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="64"/>
        <source>must be a finite number (got %1; NaN, infinity and values beyond about 1.8e308 are not allowed)</source>
        <translation>muss eine endliche Zahl sein (angegeben: %1; NaN, Unendlich und Werte über etwa 1,8e308 sind nicht erlaubt)</translation>
    </message>
    <message>
        <location filename="../../core/base/json_reader.cpp" line="378"/>
        <location filename="../../core/inputs/measurement_import.cpp" line="68"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="71"/>
        <source>is implausibly large (got %1; the limit is %2); check the value and its unit</source>
        <translation>ist unplausibel groß (angegeben: %1; die Grenze ist %2); prüfen Sie den Wert und seine Einheit</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="151"/>
        <source>unknown model %1: no entry in models.json has this id (acceldecide-cli catalog list shows them)</source>
        <translation>unbekanntes Modell %1: Kein Eintrag in models.json hat diese ID (acceldecide-cli catalog list zeigt sie)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="158"/>
        <source>unknown accelerator %1: no entry in accelerators.json has this id (acceldecide-cli catalog list shows them)</source>
        <translation>unbekannter Beschleuniger %1: Kein Eintrag in accelerators.json hat diese ID (acceldecide-cli catalog list zeigt sie)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="165"/>
        <source>unknown precision %1; use one of: fp32, tf32, bf16, fp16, fp8, fp4</source>
        <translation>unbekannte Genauigkeit %1; zulässig sind: fp32, tf32, bf16, fp16, fp8, fp4</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="172"/>
        <source>batch %1</source>
        <translation>Batch: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="214"/>
        <source>%1: %2; the assessment will not use it. Is the figure per chip (divide a server&apos;s or an instance&apos;s throughput by its chips)?</source>
        <translation>%1: %2; die Bewertung verwendet den Wert nicht. Gilt er pro Chip (teilen Sie den Durchsatz eines Servers oder einer Instanz durch ihre Chips)?</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="252"/>
        <source>more than %1 rows; split the file</source>
        <translation>mehr als %1 Zeilen; teilen Sie die Datei auf</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="272"/>
        <source>no date was given for the figures; a CSV states none</source>
        <translation>für die Werte wurde kein Datum angegeben; eine CSV-Datei nennt keines</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="276"/>
        <source>the file is empty; expected the header model,chip,batch,precision,tokens_per_s</source>
        <translation>die Datei ist leer; erwartet wird die Kopfzeile model,chip,batch,precision,tokens_per_s</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="286"/>
        <source>the header has no column %1; expected model,chip,batch,precision,tokens_per_s</source>
        <translation>der Kopfzeile fehlt die Spalte %1; erwartet wird model,chip,batch,precision,tokens_per_s</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="296"/>
        <source>%1 values; the header has %2</source>
        <translation>%1 Werte; die Kopfzeile hat %2</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="332"/>
        <source>tokens per second %1</source>
        <translation>Token pro Sekunde: %1</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="340"/>
        <source>the same chip, model, precision and batch as line %1; this line replaces it</source>
        <translation>derselbe Chip, dasselbe Modell, dieselbe Genauigkeit und Batch-Größe wie Zeile %1; diese Zeile ersetzt sie</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="465"/>
        <source>any precision</source>
        <translation>jede Genauigkeit</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="468"/>
        <source>%1 · %2 · %3 · batch %4</source>
        <translation>%1 · %2 · %3 · Batch %4</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="471"/>
        <source>%1 · %2 · %3 · any batch</source>
        <translation>%1 · %2 · %3 · jede Batch-Größe</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="475"/>
        <source>%1 · %2 → %3 tokens on %4 chip</source>
        <translation>%1 · %2 → %3 Token auf %4 Chip</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="476"/>
        <source>%1 · %2 → %3 tokens on %4 chips</source>
        <translation>%1 · %2 → %3 Token auf %4 Chips</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="480"/>
        <source>%1: %2 tokens/s per chip</source>
        <translation>%1: %2 Token/s pro Chip</translation>
    </message>
    <message>
        <location filename="../../core/inputs/measurement_import.cpp" line="483"/>
        <source>%1, TTFT %2 ms, TPOT %3 ms (medians)</source>
        <translation>%1, TTFT %2 ms, TPOT %3 ms (Mediane)</translation>
    </message>
    <message>
        <location filename="../../ui/session/catalogsession.cpp" line="53"/>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="21"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="22"/>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="23"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="25"/>
        <source>criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="26"/>
        <source>criterion group</source>
        <translation>Kriteriengruppe</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="28"/>
        <source>entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="112"/>
        <source>%1 %2 is derived from the assessment; a profile may score only criteria with &quot;scoring&quot;: &quot;profile&quot;</source>
        <translation>%1 %2 ergibt sich aus der Berechnung; ein Profil darf nur Kriterien mit &quot;scoring&quot;: &quot;profile&quot; bewerten</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="125"/>
        <source>%1 %2 was skipped because of its own errors (reported above)</source>
        <translation>%1 %2 wurde wegen eigener Fehler übersprungen (siehe oben)</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="129"/>
        <source>unknown %1 %2: no entry in %3 (nor in the base catalog) has this id</source>
        <translation>%1 %2 ist unbekannt: Kein Eintrag in %3 (auch nicht im Basiskatalog) hat diese ID</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="132"/>
        <source>unknown %1 %2: no entry in %3 has this id</source>
        <translation>%1 %2 ist unbekannt: Kein Eintrag in %3 hat diese ID</translation>
    </message>
    <message>
        <location filename="../../core/catalog/catalog_resolve.cpp" line="225"/>
        <source>priced per core, but accelerator %1 gives no cores_per_chip to convert it to a chip price</source>
        <translation>pro Kern bepreist, aber Beschleuniger %1 nennt kein cores_per_chip, um den Preis in einen Chip-Preis umzurechnen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="319"/>
        <source>must be a finite number (got %1)</source>
        <translation>muss eine endliche Zahl sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="325"/>
        <location filename="../../core/base/json_reader.cpp" line="385"/>
        <source>must be greater than %1 (got %2)</source>
        <translation>muss größer als %1 sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="326"/>
        <location filename="../../core/base/json_reader.cpp" line="387"/>
        <source>must be at least %1 (got %2)</source>
        <translation>muss mindestens %1 sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="331"/>
        <source>must be at most %1 (got %2)</source>
        <translation>darf höchstens %1 sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="336"/>
        <source>must be 0 (no target) or at least %1 (got %2)</source>
        <translation>muss 0 (kein Ziel) oder mindestens %1 sein (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="348"/>
        <location filename="../../core/base/json_reader.cpp" line="360"/>
        <source>expected a number, found null (NaN and infinity are not allowed)</source>
        <translation>erwartet wird eine Zahl, gefunden: null (NaN und Unendlich sind nicht erlaubt)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="353"/>
        <location filename="../../core/base/json_reader.cpp" line="365"/>
        <source>expected a number, found %1</source>
        <translation>erwartet wird eine Zahl, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="385"/>
        <location filename="../../core/base/json_reader.cpp" line="435"/>
        <source>expected a string, found %1</source>
        <translation>erwartet wird eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="396"/>
        <source>must not be an empty string</source>
        <translation>darf keine leere Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="399"/>
        <source>%1 is listed twice</source>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="428"/>
        <source>an id must not be an empty string</source>
        <translation>eine ID darf keine leere Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="58"/>
        <source>unknown field %1. The fields at the top are: %2</source>
        <translation>unbekanntes Feld %1. Die Felder auf oberster Ebene sind: %2</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="60"/>
        <source>unknown field %1. The fields of %2 are: %3</source>
        <translation>unbekanntes Feld %1. Die Felder von %2 sind: %3</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="65"/>
        <source>unknown field %1; did you mean %2? The fields at the top are: %3</source>
        <translation>unbekanntes Feld %1; meinten Sie %2? Die Felder auf oberster Ebene sind: %3</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="68"/>
        <source>unknown field %1; did you mean %2? The fields of %3 are: %4</source>
        <translation>unbekanntes Feld %1; meinten Sie %2? Die Felder von %3 sind: %4</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="79"/>
        <source>unknown field, edit refused (check the spelling)</source>
        <translation>unbekanntes Feld, Änderung abgelehnt (prüfen Sie die Schreibweise)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="81"/>
        <source>unknown field, edit refused; did you mean %1?</source>
        <translation>unbekanntes Feld, Änderung abgelehnt; meinten Sie %1?</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="83"/>
        <source>unknown field, edit refused</source>
        <translation>unbekanntes Feld, Änderung abgelehnt</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="115"/>
        <source>%1 is not a field path: write it as section.field, for example workload.training.mfu</source>
        <translation>%1 ist kein Feldpfad: Schreiben Sie ihn als section.field, zum Beispiel workload.training.mfu</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="128"/>
        <source>%1 is %2, it has no field %3</source>
        <translation>%1 ist %2 und hat kein Feld %3</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="142"/>
        <source>%1 holds a number, it has no field %2</source>
        <translation>%1 enthält eine Zahl und hat kein Feld %2</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_set.cpp" line="164"/>
        <source>the value %1 is too large to represent</source>
        <translation>der Wert %1 ist zu groß, um dargestellt zu werden</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="38"/>
        <location filename="../../core/base/json_reader.cpp" line="449"/>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="92"/>
        <source>unknown field, ignored</source>
        <translation>unbekanntes Feld, ignoriert</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="98"/>
        <source>unknown field, ignored; did you mean %1?</source>
        <translation>unbekanntes Feld, ignoriert; meinten Sie %1?</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="127"/>
        <source>unknown value %1; expected one of: %2</source>
        <translation>unbekannter Wert %1; erwartet wird einer von: %2</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="144"/>
        <source>expected an object of field paths, found %1</source>
        <translation>erwartet wird ein Objekt aus Feldpfaden, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="232"/>
        <source>expected an object with &quot;low&quot; and &quot;high&quot;, found %1</source>
        <translation>erwartet wird ein Objekt mit &quot;low&quot; und &quot;high&quot;, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="248"/>
        <source>missing: a range needs both ends</source>
        <translation>fehlt: Ein Bereich braucht beide Grenzen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="290"/>
        <source>unknown pricing model %1</source>
        <translation>unbekanntes Preismodell %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="300"/>
        <source>not a date (YYYY, YYYY-MM or YYYY-MM-DD): %1</source>
        <translation>kein Datum (JJJJ, JJJJ-MM oder JJJJ-MM-TT): %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="307"/>
        <source>unknown kind %1</source>
        <translation>unbekannte Art %1</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="311"/>
        <source>a text is longer than %1 characters</source>
        <translation>ein Text ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="335"/>
        <source>the region is no longer read: each catalog price states the region it applies to; the value was dropped</source>
        <translation>die Region wird nicht mehr gelesen: Jeder Katalogpreis nennt die Region, für die er gilt; der Wert wurde verworfen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="348"/>
        <source>this criterion is now part of the cost over the horizon; its weight was dropped</source>
        <translation>dieses Kriterium ist jetzt Teil der Kosten über den Zeitraum; sein Gewicht wurde verworfen</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="595"/>
        <source>must not exceed %1 (%2): a model cannot use more parameters per token than it has (got %3)</source>
        <translation>darf %1 (%2) nicht überschreiten: Ein Modell kann pro Token nicht mehr Parameter verwenden, als es hat (angegeben: %3)</translation>
    </message>
    <message>
        <location filename="../../app/cli/cmd_report.cpp" line="42"/>
        <location filename="../../core/scenario/scenario_io.cpp" line="469"/>
        <source>scenario file</source>
        <translation>Szenariodatei</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_io.cpp" line="559"/>
        <source>holds a value outside %1</source>
        <translation>enthält einen Wert außerhalb von %1</translation>
    </message>
    <message>
        <source>must not exceed parameters_b (%1): a model cannot use more parameters per token than it has (got %2)</source>
        <translation type="vanished">darf parameters_b (%1) nicht überschreiten: Ein Modell kann pro Token nicht mehr Parameter verwenden, als es hat (angegeben: %2)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/presets.cpp" line="52"/>
        <source>a preset must name the article it encodes</source>
        <translation>eine Vorlage muss den Artikel nennen, den sie abbildet</translation>
    </message>
    <message>
        <location filename="../../core/inputs/presets.cpp" line="55"/>
        <source>a preset must give its article&apos;s lean (trainium, gpu or hybrid)</source>
        <translation>eine Vorlage muss die Tendenz ihres Artikels angeben (trainium, gpu oder hybrid)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/presets.cpp" line="108"/>
        <source>no accelerator %1 in the catalog</source>
        <translation>kein Beschleuniger %1 im Katalog</translation>
    </message>
    <message>
        <location filename="../../ui/session/priceimport.cpp" line="26"/>
        <location filename="../../app/cli/cmd_import.cpp" line="187"/>
        <source>price file</source>
        <translation>Preisdatei</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="67"/>
        <source>a control character</source>
        <translation>ein Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="68"/>
        <source>a line or paragraph separator</source>
        <translation>ein Zeilen- oder Absatztrenner</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="69"/>
        <source>a bidirectional control</source>
        <translation>ein Steuerzeichen für die Schreibrichtung</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="71"/>
        <source>an invisible character</source>
        <translation>ein unsichtbares Zeichen</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="72"/>
        <source>a noncharacter</source>
        <translation>ein Nichtzeichen (noncharacter)</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="161"/>
        <source>is not valid UTF-8 text</source>
        <translation>ist kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="163"/>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>ist %1 Zeichen lang; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <location filename="../../core/base/name_text.cpp" line="169"/>
        <source>must not contain %1, %2</source>
        <translation>darf %1 (%2) nicht enthalten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="157"/>
        <source>there is no workshop</source>
        <translation>es gibt keinen Workshop</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_snapshot.cpp" line="69"/>
        <source>%1, %2: %3 per chip-hour (%4, %5) when saved</source>
        <translation>%1, %2: beim Speichern %3 je Chip-Stunde (%4, %5)</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_snapshot.cpp" line="78"/>
        <source>%1, %2 now (%3, %4): +%5</source>
        <translation>%1, heute %2 (%3, %4): +%5</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_snapshot.cpp" line="79"/>
        <source>%1, %2 now (%3, %4): %5</source>
        <translation>%1, heute %2 (%3, %4): %5</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_snapshot.cpp" line="85"/>
        <source>%1; the catalog has no such price now</source>
        <translation>%1; der Katalog führt diesen Preis heute nicht mehr</translation>
    </message>
    <message>
        <location filename="../../core/inputs/price_snapshot.cpp" line="88"/>
        <source>%1; the catalog no longer has offer %2</source>
        <translation>%1; das Angebot %2 steht nicht mehr im Katalog</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="93"/>
        <source>Range set</source>
        <translation>Bandbreite gesetzt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="136"/>
        <source>a value is required</source>
        <translation>ein Wert ist erforderlich</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="146"/>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="147"/>
        <location filename="../../ui/shell/numberfield.cpp" line="153"/>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="149"/>
        <location filename="../../ui/shell/numberfield.cpp" line="150"/>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="154"/>
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="156"/>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="160"/>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="161"/>
        <source>at most one decimal place</source>
        <translation>höchstens eine Nachkommastelle</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="162"/>
        <source>at most %1 decimal places</source>
        <translation>höchstens %1 Nachkommastellen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="204"/>
        <source>“%1” refused: %2.</source>
        <translation>„%1“ abgelehnt: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="217"/>
        <source>“%1” refused: %2. Back to %3.</source>
        <translation>„%1“ abgelehnt: %2. Zurück auf %3.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/numberfield.cpp" line="218"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>ParticipantsPanel</name>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="14"/>
        <source>Participants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="18"/>
        <source>Name or alias, then Enter</source>
        <translation>Name oder Kürzel, dann Eingabetaste</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="19"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="28"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="28"/>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="35"/>
        <source>Enter Ballot…</source>
        <translation>Stimmzettel eingeben…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="37"/>
        <source>Open the ballot form for the selected participant. It starts from neutral answers and shows nobody else&apos;s.</source>
        <translation>Öffnet den Stimmzettel für den gewählten Teilnehmer. Er beginnt mit neutralen Antworten und zeigt die von niemand anderem.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="39"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="41"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="82"/>
        <source>✓ voted</source>
        <translation>✓ abgestimmt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="82"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="84"/>
        <source>A ballot is in for round %1.</source>
        <translation>Ein Stimmzettel für Runde %1 liegt vor.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="85"/>
        <source>No ballot yet in round %1.</source>
        <translation>Noch kein Stimmzettel in Runde %1.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/participantspanel.cpp" line="88"/>
        <source>Participants (%1)</source>
        <translation>Teilnehmer (%1)</translation>
    </message>
</context>
<context>
    <name>PriceImportDialog</name>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="26"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="27"/>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="28"/>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="29"/>
        <source>Not sold</source>
        <translation>Nicht im Verkauf</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="30"/>
        <source>Held back (moved more than 4×)</source>
        <translation>Zurückgehalten (mehr als 4× verändert)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="31"/>
        <source>No longer listed (kept)</source>
        <translation>Nicht mehr gelistet (behalten)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="44"/>
        <source>Import Prices</source>
        <translation>Preise importieren</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="51"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="51"/>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="51"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="51"/>
        <source>Pricing</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="52"/>
        <source>Catalog $/chip-hour</source>
        <translation>Katalog $/Chip-Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="52"/>
        <source>File $/chip-hour</source>
        <translation>Datei $/Chip-Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="53"/>
        <source>Change %</source>
        <translation>Änderung %</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="53"/>
        <source>Read from</source>
        <translation>Gelesen aus</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="62"/>
        <source>Also apply the prices held back (checked against their source)</source>
        <translation>Auch die zurückgehaltenen Preise übernehmen (an ihrer Quelle geprüft)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="87"/>
        <source>%1 new, %2 changed, %3 held back, %4 not sold, %5 no longer listed, %6 unchanged; %7 instance type(s) skipped. Nothing is written until you apply.</source>
        <translation>%1 neu, %2 geändert, %3 zurückgehalten, %4 nicht im Verkauf, %5 nicht mehr gelistet, %6 unverändert; %7 Instanztyp(en) übersprungen. Nichts wird geschrieben, bevor Sie übernehmen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/pricedialog.cpp" line="115"/>
        <source>Skipped, not in the catalog&apos;s instance table (instances.json):</source>
        <translation>Übersprungen, nicht in der Instanztabelle des Katalogs (instances.json):</translation>
    </message>
</context>
<context>
    <name>ProjectorText</name>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="19"/>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="29"/>
        <source>Facilitated by %1</source>
        <translation>Moderiert von %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="34"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="35"/>
        <source>%1 of %2 ballots in</source>
        <translation>%1 von %2 Stimmzetteln abgegeben</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="42"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="45"/>
        <source>Everyone has voted. The facilitator reveals the results.</source>
        <translation>Alle haben abgestimmt. Die Moderation deckt die Ergebnisse auf.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="46"/>
        <source>Votes stay hidden until the facilitator reveals the round.</source>
        <translation>Die Stimmen bleiben verborgen, bis die Moderation die Runde aufdeckt.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="55"/>
        <source>What matters to the room</source>
        <translation>Was dem Raum wichtig ist</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="56"/>
        <source>Round %1 · %2 of %3 ballots · %4 of the weights, 1 to 5</source>
        <translation>Runde %1 · %2 von %3 Stimmzetteln · Gewichte als %4, 1 bis 5</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="70"/>
        <source>The bar is the exact value; the matrix takes the whole number.</source>
        <translation>Der Balken ist der genaue Wert; die Matrix nimmt die ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="79"/>
        <source>Where the room disagrees most</source>
        <translation>Wo der Raum am meisten uneins ist</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="81"/>
        <source>Round %1 · most contested first · dots are votes at 1, 2, 3, 4, 5</source>
        <translation>Runde %1 · umstrittenste zuerst · Punkte sind Stimmen für 1, 2, 3, 4, 5</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="94"/>
        <source>SD %1</source>
        <translation>SD %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="95"/>
        <source>range %1</source>
        <translation>Spanne %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="101"/>
        <source>One more criterion with less disagreement.</source>
        <translation>Ein weiteres Kriterium mit weniger Uneinigkeit.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="102"/>
        <source>%1 more criteria with less disagreement.</source>
        <translation>%1 weitere Kriterien mit weniger Uneinigkeit.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="110"/>
        <source>Do we rank the options alike?</source>
        <translation>Reihen wir die Optionen gleich?</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="112"/>
        <source>Round %1 · each person&apos;s own weights run through the matrix</source>
        <translation>Runde %1 · die eigenen Gewichte jeder Person durch die Matrix gerechnet</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="115"/>
        <source>Not available</source>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="116"/>
        <source>The scenario has not been evaluated yet.</source>
        <translation>Das Szenario ist noch nicht berechnet.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="120"/>
        <source>Kendall&apos;s W = %1</source>
        <translation>Kendalls W = %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="121"/>
        <source>Kendall&apos;s W: —</source>
        <translation>Kendalls W: —</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="130"/>
        <source>W = 0: no agreement on the order of the options; 1: everyone ranks them alike.</source>
        <translation>W = 0: keine Einigkeit über die Reihenfolge der Optionen; 1: alle reihen sie gleich.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="139"/>
        <source>What moved since round %1</source>
        <translation>Was sich seit Runde %1 bewegt hat</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="141"/>
        <source>Round %1 → round %2 · weights that moved first, then spreads</source>
        <translation>Runde %1 → Runde %2 · zuerst bewegte Gewichte, dann Streuungen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="149"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="151"/>
        <source>spread %1 → %2</source>
        <translation>Streuung %1 → %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpages.cpp" line="158"/>
        <source>Nothing moved: every weight and spread is where it was.</source>
        <translation>Nichts hat sich bewegt: Jedes Gewicht und jede Streuung ist, wo sie war.</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <location filename="../../ui/workshop/projectorview.cpp" line="22"/>
        <source>Workshop — Projector</source>
        <translation>Workshop — Projektor</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/workshop/projectorpainter.cpp" line="111"/>
        <source>Page %1 of %2   ·   ← →  to page   ·   Esc to leave</source>
        <translation>Seite %1 von %2   ·   ← →  zum Blättern   ·   Esc zum Verlassen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/projectorpainter.cpp" line="143"/>
        <source>Vote from your phone</source>
        <translation>Mit dem Handy abstimmen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopprompts.cpp" line="22"/>
        <source>Ballot files (*.ballot.json *.json);;All files (*)</source>
        <translation>Stimmzetteldateien (*.ballot.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopprompts.cpp" line="26"/>
        <source>Ballot files (*.ballot.json)</source>
        <translation>Stimmzetteldateien (*.ballot.json)</translation>
    </message>
</context>
<context>
    <name>QrCodeView</name>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="29"/>
        <source>QR code of the session&apos;s link</source>
        <translation>QR-Code des Sitzungslinks</translation>
    </message>
</context>
<context>
    <name>RangeModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="22"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="350"/>
        <source>A number, or a 90 % interval such as &quot;%1&quot;</source>
        <translation>Eine Zahl oder ein 90-%-Intervall wie „%1“</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="357"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="369"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="370"/>
        <source>Low (5 %)</source>
        <translation>Niedrig (5 %)</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="371"/>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="372"/>
        <source>High (95 %)</source>
        <translation>Hoch (95 %)</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="373"/>
        <source>Basis</source>
        <translation>Grundlage</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="413"/>
        <source>%1: &quot;%2&quot; is not a number, nor a range such as &quot;%3&quot;.</source>
        <translation>%1: „%2“ ist weder eine Zahl noch eine Bandbreite wie „%3“.</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="417"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>RecommendationPanel</name>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="68"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="69"/>
        <source>Port</source>
        <translation>Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="70"/>
        <source>Upkeep</source>
        <translation>Pflege</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="71"/>
        <source>Over %1 months</source>
        <translation>Über %1 Monate</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="91"/>
        <source>How firm:</source>
        <translation>Wie belastbar:</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="92"/>
        <source>What would flip it</source>
        <translation>Was die Antwort kippen würde</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="94"/>
        <source>Next step:</source>
        <translation>Nächster Schritt:</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="114"/>
        <source>Warnings about the figures</source>
        <translation>Warnungen zu den Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="107"/>
        <source>The decision memo</source>
        <translation>Die Entscheidungsvorlage</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="88"/>
        <source>What this rests on: estimates and vendor claims</source>
        <translation>Worauf das beruht: Schätzungen und Herstellerangaben</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="119"/>
        <source>Also list the catalog&apos;s warnings about chips, models and prices this scenario does not use</source>
        <translation>Auch die Warnungen des Katalogs zu Chips, Modellen und Preisen anzeigen, die dieses Szenario nicht verwendet</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="140"/>
        <source>The plan does not work as entered:</source>
        <translation>Der Plan geht so, wie eingegeben, nicht auf:</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="153"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="153"/>
        <source>Caveats</source>
        <translation>Vorbehalte</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="171"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="188"/>
        <source>No warnings about the figures this scenario uses.</source>
        <translation>Keine Warnungen zu den Zahlen, die dieses Szenario verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="189"/>
        <source>Warnings about the figures this scenario uses (%1)</source>
        <translation>Warnungen zu den Zahlen, die dieses Szenario verwendet (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/recommendationpanel.cpp" line="192"/>
        <source>Also show the catalog&apos;s %1 other warnings</source>
        <translation>Auch die %1 weiteren Warnungen des Katalogs zeigen</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="45"/>
        <source>Recover Unsaved Work (%1 of %2)</source>
        <translation>Ungespeicherte Arbeit wiederherstellen (%1 von %2)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="47"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="57"/>
        <source>an untitled scenario</source>
        <translation>ein unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="58"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="59"/>
        <source>AccelDecide did not close normally last time.</source>
        <translation>AccelDecide wurde beim letzten Mal nicht ordnungsgemäß beendet.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="64"/>
        <source>Unsaved changes to %1 were autosaved and can be recovered.</source>
        <translation>Ungespeicherte Änderungen an %1 wurden automatisch gesichert und können wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="70"/>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="71"/>
        <source>Untitled (never saved to a file)</source>
        <translation>Unbenannt (nie in eine Datei gespeichert)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="73"/>
        <source>Autosaved:</source>
        <translation>Automatisch gesichert:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="75"/>
        <source>Contains:</source>
        <translation>Enthält:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="84"/>
        <source>&lt;b&gt;Note:&lt;/b&gt; the file on disk was saved after this copy was autosaved, so it may hold newer work. Recovering leaves the file as it is; compare the two before you save over it.</source>
        <translation>&lt;b&gt;Hinweis:&lt;/b&gt; Die Datei auf dem Datenträger wurde gespeichert, nachdem diese Kopie automatisch gesichert wurde, und enthält daher womöglich neuere Arbeit. Wiederherstellen lässt die Datei unverändert; vergleichen Sie beide, bevor Sie die Datei überschreiben.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="92"/>
        <source>Recovered work opens as an unsaved document.</source>
        <translation>Wiederhergestellte Arbeit öffnet sich als ungespeichertes Dokument.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="93"/>
        <source>Recovered work opens as an unsaved document; nothing is written to the file until you save.</source>
        <translation>Wiederhergestellte Arbeit öffnet sich als ungespeichertes Dokument; in die Datei wird nichts geschrieben, bis Sie speichern.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="96"/>
        <source>Autosaved copy:</source>
        <translation>Automatisch gesicherte Kopie:</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="106"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="108"/>
        <source>&amp;Discard…</source>
        <translation>&amp;Verwerfen…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="110"/>
        <source>Decide &amp;Later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="112"/>
        <source>Keep the autosaved copy; it is offered again at the next start.</source>
        <translation>Die automatisch gesicherte Kopie behalten; sie wird beim nächsten Start erneut angeboten.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="119"/>
        <source>Discard Autosaved Work</source>
        <translation>Automatisch gesicherte Arbeit verwerfen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="120"/>
        <source>Discard the unsaved changes to %1? The autosaved copy is deleted and cannot be recovered afterwards.</source>
        <translation>Die ungespeicherten Änderungen an %1 verwerfen? Die automatisch gesicherte Kopie wird gelöscht und kann danach nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="153"/>
        <source>d MMM yyyy, HH:mm</source>
        <extracomment>The date and time of an autosave (QDateTime::toString), e.g. d. MMM yyyy, HH:mm</extracomment>
        <translation>d. MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="159"/>
        <source>less than a minute ago</source>
        <translation>vor weniger als einer Minute</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="161"/>
        <source>1 minute ago</source>
        <translation>vor 1 Minute</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="161"/>
        <source>%1 minutes ago</source>
        <translation>vor %1 Minuten</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="163"/>
        <source>1 hour ago</source>
        <translation>vor 1 Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="163"/>
        <source>%1 hours ago</source>
        <translation>vor %1 Stunden</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="165"/>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/recoveryprompt.cpp" line="166"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="52"/>
        <location filename="../../ui/report/reportdialog.cpp" line="183"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="64"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="65"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="83"/>
        <source>&amp;Paper size:</source>
        <translation>&amp;Papierformat:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="84"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="87"/>
        <source>&amp;Previous Page</source>
        <translation>&amp;Vorherige Seite</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="88"/>
        <source>&amp;Next Page</source>
        <translation>&amp;Nächste Seite</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="89"/>
        <source>&amp;Whole Page</source>
        <translation>&amp;Ganze Seite</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="108"/>
        <source>&amp;Save PDF…</source>
        <translation>PDF &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="172"/>
        <source>The preview could not be drawn.</source>
        <translation>Die Vorschau konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="178"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="184"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="199"/>
        <source>Saved %1 (%2 pages).</source>
        <translation>%1 gespeichert (%2 Seiten).</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdialog.cpp" line="200"/>
        <source>The report was not saved: %1</source>
        <translation>Der Bericht wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="47"/>
        <source>Show the results of an earlier revealed round.</source>
        <translation>Die Ergebnisse einer früheren, aufgedeckten Runde anzeigen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="50"/>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="53"/>
        <source>Results appear here once a round is revealed. Until then nobody, the facilitator included, sees a single vote: only who has voted.</source>
        <translation>Die Ergebnisse erscheinen hier, sobald eine Runde aufgedeckt ist. Bis dahin sieht niemand, auch nicht die Moderation, eine einzige Stimme: nur, wer abgestimmt hat.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="64"/>
        <source>Aggregated Weights</source>
        <translation>Zusammengefasste Gewichte</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="65"/>
        <source>Criteria the room agrees on least come first: the largest standard deviation (population form), then the widest range. IQR is the spread of the middle half of the votes.</source>
        <translation>Kriterien, bei denen der Raum am wenigsten einig ist, kommen zuerst: größte Standardabweichung (Grundgesamtheit), dann größte Spanne. Der IQR ist die Streuung der mittleren Hälfte der Stimmen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="69"/>
        <source>Disagreement</source>
        <translation>Uneinigkeit</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="70"/>
        <source>Ranking Agreement</source>
        <translation>Übereinstimmung der Rangfolge</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="71"/>
        <source>What Moved</source>
        <translation>Was sich bewegt hat</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="77"/>
        <source>Apply Aggregated Weights to the Matrix</source>
        <translation>Zusammengefasste Gewichte in die Matrix übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="79"/>
        <source>Set the matrix&apos;s weights to the whole aggregated weights of the round shown, as one step that Edit → Undo takes back.</source>
        <translation>Setzt die Gewichte der Matrix auf die ganzzahligen zusammengefassten Gewichte der angezeigten Runde, als ein Schritt, den Bearbeiten → Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="81"/>
        <source>Projector View</source>
        <translation>Projektoransicht</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="83"/>
        <source>Full screen, large type, one page at a time (F5). Left and Right page, Esc leaves.</source>
        <translation>Vollbild, große Schrift, eine Seite nach der anderen (F5). Links und Rechts blättern, Esc beendet.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="151"/>
        <source>Who changed their weights:</source>
        <translation>Wer seine Gewichte geändert hat:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="176"/>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="188"/>
        <source>Results of round %1 — %2 of 1 ballot</source>
        <translation>Ergebnisse der Runde %1 — %2 von 1 Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="189"/>
        <source>Results of round %1 — %2 of %3 ballots</source>
        <translation>Ergebnisse der Runde %1 — %2 von %3 Stimmzetteln</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="194"/>
        <source>The %1 of the room&apos;s weights per criterion. The matrix takes whole weights: “Weight” is the exact value rounded half up; “Matrix now” is the weight the scenario uses at present.</source>
        <translation>Die Gewichte des Raums je Kriterium, zusammengefasst als %1. Die Matrix nimmt ganze Gewichte: „Gewicht“ ist der genaue Wert, kaufmännisch gerundet; „Matrix jetzt“ ist das Gewicht, das das Szenario derzeit verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="206"/>
        <source>Kendall&apos;s W = %1: %2.</source>
        <translation>Kendalls W = %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="208"/>
        <source>Kendall&apos;s W is %1.</source>
        <translation>Kendalls W beträgt %1.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="210"/>
        <source>With their own weights: %1. W runs from 0 (no agreement on the order of the options) to 1 (everyone ranks them alike).</source>
        <translation>Mit ihren eigenen Gewichten: %1. W reicht von 0 (keine Einigkeit über die Reihenfolge der Optionen) bis 1 (alle reihen sie gleich).</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="215"/>
        <source>The ranking agreement appears once the scenario is evaluated.</source>
        <translation>Die Übereinstimmung der Rangfolge erscheint, sobald das Szenario berechnet ist.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="219"/>
        <source>How the %1 weight and its spread (standard deviation) moved from round %2 to round %3: largest change of weight first, then of spread.</source>
        <translation>Wie sich das Gewicht (%1) und seine Streuung (Standardabweichung) von Runde %2 zu Runde %3 bewegt haben: größte Änderung des Gewichts zuerst, dann der Streuung.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="226"/>
        <source>Round %1 is the first: nothing to compare with yet. After the next round this tab shows what moved.</source>
        <translation>Runde %1 ist die erste: Noch gibt es nichts zu vergleichen. Nach der nächsten Runde zeigt dieser Reiter, was sich bewegt hat.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="244"/>
        <source>%1: voted only in round %2</source>
        <translation>%1: nur in Runde %2 abgestimmt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="246"/>
        <source>%1: did not vote in round %2</source>
        <translation>%1: in Runde %2 nicht abgestimmt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="248"/>
        <source>%1: kept every weight</source>
        <translation>%1: alle Gewichte beibehalten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="252"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/resultspanel.cpp" line="256"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="100"/>
        <source>How Firm</source>
        <translation>Wie belastbar</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="102"/>
        <source>How the answer holds up when the figures it rests on are ranges</source>
        <translation>Wie die Antwort standhält, wenn ihre Zahlen Bandbreiten sind</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="83"/>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="84"/>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="85"/>
        <source>Serving</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="86"/>
        <source>Throughput and cost per token against the speed each user gets, at the latency target</source>
        <translation>Durchsatz und Kosten pro Token über der Geschwindigkeit je Nutzer, beim Latenzziel</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="90"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="91"/>
        <source>Break-even</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="92"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="110"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="111"/>
        <source>How each figure was computed, and from which source</source>
        <translation>Wie jede Zahl berechnet wurde und aus welcher Quelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="141"/>
        <source>Key figures by option</source>
        <translation>Kennzahlen je Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="155"/>
        <location filename="../../ui/views/resultsview.cpp" line="365"/>
        <source>Select a figure in the table to see how it was computed; double-click for all details.</source>
        <translation>Wählen Sie eine Zahl in der Tabelle, um zu sehen, wie sie berechnet wurde; Doppelklick zeigt alle Details.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="188"/>
        <source>Scenario&apos;s pricing model</source>
        <translation>Preismodell des Szenarios</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="191"/>
        <source>All pricing models</source>
        <translation>Alle Preismodelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="192"/>
        <source>Pricing model shown</source>
        <translation>Angezeigtes Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="203"/>
        <source>&amp;Pricing:</source>
        <translation>&amp;Preise:</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="215"/>
        <source>Over time (days)</source>
        <translation>Über die Zeit (Tage)</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="216"/>
        <source>Over tokens served</source>
        <translation>Über ausgelieferte Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="222"/>
        <source>Cumulative cost &amp;axis:</source>
        <translation>&amp;Achse der kumulierten Kosten:</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="266"/>
        <source>Scenario&apos;s (%1)</source>
        <translation>Des Szenarios (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="333"/>
        <source>No option is left to explain.</source>
        <translation>Keine Option bleibt zu erklären.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="461"/>
        <source>No option has a cost per token here.</source>
        <translation>Hier hat keine Option Kosten pro Token.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="462"/>
        <source>Cheapest: %1 at %2 per million tokens.%3</source>
        <translation>Am günstigsten: %1 mit %2 pro Million Token.%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="465"/>
        <source> The table also lists the options without a cost (%1).</source>
        <translation> Die Tabelle nennt auch die Optionen ohne Kosten (%1).</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="470"/>
        <source>At your model size, one run costs %1 on %2.</source>
        <translation>Bei Ihrer Modellgröße kostet ein Lauf %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="474"/>
        <source>In 80 % of the cases, between %1 and %2.</source>
        <translation>In 80 % der Fälle zwischen %1 und %2.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="479"/>
        <source>No option in the decision can be priced for training.</source>
        <translation>Für keine Option der Entscheidung lässt sich ein Trainingspreis bestimmen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview.cpp" line="491"/>
        <source>Not in the chart, knocked out: %1.</source>
        <translation>Nicht im Diagramm, ausgeschlossen: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="27"/>
        <source>Throughput per chip</source>
        <translation>Durchsatz pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="28"/>
        <source>Cost per million output tokens</source>
        <translation>Kosten je Million Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="29"/>
        <source>Plotted against tokens/s per user</source>
        <translation>Aufgetragen über Token/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="34"/>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="48"/>
        <source>This workload does not serve a model, so there is no serving curve.</source>
        <translation>Diese Arbeitslast bedient kein Modell, daher gibt es keine Bereitstellungskurve.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="49"/>
        <source>Set a time-per-token target in the workload to see the curve: with one, the batch, the chips per replica and so the cost per token follow from the speed each user is promised.</source>
        <translation>Setzen Sie in der Arbeitslast ein Ziel für die Zeit pro Token, um die Kurve zu sehen: Damit folgen Batch, Chips pro Replikat und so die Kosten pro Token aus der Geschwindigkeit, die jedem Nutzer zugesagt ist.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="70"/>
        <source>%1: batch %2 on one chip, %3 output tokens/s per chip, %4 per million output tokens.</source>
        <translation>%1: Batch %2 auf einem Chip, %3 Ausgabe-Token/s pro Chip, %4 je Million Ausgabe-Token.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="72"/>
        <source>%1: batch %2 on one chip, %3 output tokens/s per chip; no price.</source>
        <translation>%1: Batch %2 auf einem Chip, %3 Ausgabe-Token/s pro Chip; kein Preis.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="73"/>
        <source>%1: batch %2 on %5 chips per replica, %3 output tokens/s per chip, %4 per million output tokens.</source>
        <translation>%1: Batch %2 auf %5 Chips pro Replikat, %3 Ausgabe-Token/s pro Chip, %4 je Million Ausgabe-Token.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="75"/>
        <source>%1: batch %2 on %5 chips per replica, %3 output tokens/s per chip; no price.</source>
        <translation>%1: Batch %2 auf %5 Chips pro Replikat, %3 Ausgabe-Token/s pro Chip; kein Preis.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="88"/>
        <source>At this target %1 serves a million output tokens for %2 less than %3.</source>
        <translation>Bei diesem Ziel liefert %1 eine Million Ausgabe-Token für %2 weniger als %3.</translation>
    </message>
    <message>
        <location filename="../../ui/views/resultsview_serving.cpp" line="92"/>
        <source>No side of the trade has a serving curve at this target: see the Decision tab for the options the target knocks out.</source>
        <translation>Keine Seite der Abwägung hat bei diesem Ziel eine Bereitstellungskurve: Der Reiter „Entscheidung“ zeigt die Optionen, die das Ziel ausschließt.</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="13"/>
        <source>Voting</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="32"/>
        <source>Import Ballots…</source>
        <translation>Stimmzettel importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="34"/>
        <source>Merge ballot files that participants filled in their own copy of AccelDecide.</source>
        <translation>Stimmzetteldateien zusammenführen, die Teilnehmer in ihrer eigenen AccelDecide-Kopie ausgefüllt haben.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="36"/>
        <source>Reveal Round</source>
        <translation>Runde aufdecken</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="38"/>
        <source>Next Round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="40"/>
        <source>After the discussion: open a new round and vote again. Earlier rounds are kept.</source>
        <translation>Nach der Diskussion: eine neue Runde öffnen und erneut abstimmen. Frühere Runden bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="44"/>
        <source>Note on the discussion (optional)</source>
        <translation>Notiz zur Diskussion (optional)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="71"/>
        <source>Add the participants first.</source>
        <translation>Fügen Sie zuerst die Teilnehmer hinzu.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="73"/>
        <source>Results are shown on the right. After the discussion, start the next round to vote again.</source>
        <translation>Die Ergebnisse stehen rechts. Starten Sie nach der Diskussion die nächste Runde, um erneut abzustimmen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="76"/>
        <source>Everyone has voted: ready to reveal.</source>
        <translation>Alle haben abgestimmt: bereit zum Aufdecken.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="78"/>
        <source>Waiting for: %1</source>
        <translation>Warten auf: %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="82"/>
        <source>⚠ One ballot of this round was cast before the scenario&apos;s inputs changed.</source>
        <translation>⚠ Ein Stimmzettel dieser Runde wurde abgegeben, bevor sich die Eingaben des Szenarios geändert haben.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/roundpanel.cpp" line="84"/>
        <source>⚠ %1 ballots of this round were cast before the scenario&apos;s inputs changed.</source>
        <translation>⚠ %1 Stimmzettel dieser Runde wurden abgegeben, bevor sich die Eingaben des Szenarios geändert haben.</translation>
    </message>
</context>
<context>
    <name>ScenarioField</name>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="23"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="26"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="30"/>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="33"/>
        <source>Model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="36"/>
        <source>Parameters (billions)</source>
        <translation>Parameter (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="39"/>
        <source>Active parameters (billions)</source>
        <translation>Aktive Parameter (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="42"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="45"/>
        <source>Hidden size</source>
        <translation>Verborgene Dimension</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="48"/>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="51"/>
        <source>Head size</source>
        <translation>Kopfgröße</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="54"/>
        <source>Training precision</source>
        <translation>Trainingsgenauigkeit</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="57"/>
        <source>Novel architecture (not yet supported by Neuron)</source>
        <translation>Neue Architektur (von Neuron noch nicht unterstützt)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="61"/>
        <source>Tokens per run (billions)</source>
        <translation>Token pro Lauf (Milliarden)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="64"/>
        <source>Runs per year</source>
        <translation>Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="67"/>
        <source>Model FLOPs utilisation (%)</source>
        <translation>Auslastung der Modell-FLOPs (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="70"/>
        <source>Overhead (%)</source>
        <translation>Zusatzaufwand (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="73"/>
        <source>Chips per run</source>
        <translation>Chips pro Lauf</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="76"/>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Token)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="80"/>
        <source>Tokens per day (millions)</source>
        <translation>Token pro Tag (Millionen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="83"/>
        <source>Serving utilisation (%)</source>
        <translation>Auslastung im Betrieb (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="86"/>
        <source>Minimum replicas</source>
        <translation>Mindestzahl an Replikaten</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="89"/>
        <source>Batch size (sequences)</source>
        <translation>Batchgröße (Sequenzen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="92"/>
        <source>Context (tokens)</source>
        <translation>Kontext (Token)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="95"/>
        <source>Latency-sensitive serving</source>
        <translation>Latenzkritischer Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="98"/>
        <source>Serving precision</source>
        <translation>Genauigkeit im Betrieb</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="101"/>
        <source>Decode bandwidth efficiency (%)</source>
        <translation>Bandbreiteneffizienz beim Dekodieren (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="104"/>
        <source>Prefill compute efficiency (%)</source>
        <translation>Recheneffizienz beim Prefill (%)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="107"/>
        <source>Prompt tokens per request</source>
        <translation>Prompt-Token pro Anfrage</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="110"/>
        <source>Output tokens per request</source>
        <translation>Ausgabe-Token pro Anfrage</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="113"/>
        <source>Time per output token (ms, 0 = no target)</source>
        <translation>Zeit pro Ausgabe-Token (ms, 0 = kein Ziel)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="116"/>
        <source>Time to first token (ms, 0 = no target)</source>
        <translation>Zeit bis zum ersten Token (ms, 0 = kein Ziel)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="120"/>
        <source>Engineers on the port</source>
        <translation>Ingenieure für die Portierung</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="123"/>
        <source>Hourly rate (USD per hour)</source>
        <translation>Stundensatz (USD pro Stunde)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="126"/>
        <source>Hours per week</source>
        <translation>Stunden pro Woche</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="129"/>
        <source>Neuron experience</source>
        <translation>Neuron-Erfahrung</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="132"/>
        <source>Model support on Neuron</source>
        <translation>Modellunterstützung in Neuron</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="135"/>
        <source>CUDA-only components</source>
        <translation>Nur unter CUDA verfügbare Komponenten</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="138"/>
        <source>Current stack</source>
        <translation>Aktueller Stack</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="141"/>
        <source>Own porting estimate (weeks)</source>
        <translation>Eigene Schätzung der Portierung (Wochen)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="145"/>
        <source>Already running on AWS</source>
        <translation>Läuft bereits auf AWS</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="148"/>
        <source>Multi-cloud is mandatory</source>
        <translation>Multi-Cloud ist Pflicht</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="151"/>
        <source>Budget allows spot capacity only</source>
        <translation>Budget erlaubt nur Spot-Kapazität</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="154"/>
        <source>Pricing model</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="157"/>
        <source>Horizon (months)</source>
        <translation>Zeithorizont (Monate)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="160"/>
        <source>AWS credits (USD)</source>
        <translation>AWS-Guthaben (USD)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="163"/>
        <source>Deadline (weeks, 0 = none)</source>
        <translation>Frist (Wochen, 0 = keine)</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="166"/>
        <source>GPU baseline</source>
        <translation>GPU-Vergleichsbasis</translation>
    </message>
    <message>
        <location filename="../../core/scenario/scenario_fields.cpp" line="169"/>
        <source>Providers to consider</source>
        <translation>Zu berücksichtigende Anbieter</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="183"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="187"/>
        <source>A short name for this scenario, shown in comparisons and reports.</source>
        <translation>Ein kurzer Name für dieses Szenario, angezeigt in Vergleichen und Berichten.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="190"/>
        <source>Optional notes: what this scenario is for, where its numbers come from.</source>
        <translation>Optionale Notizen: wofür dieses Szenario gedacht ist und woher seine Zahlen stammen.</translation>
    </message>
</context>
<context>
    <name>ServingCurveModel</name>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="15"/>
        <source>%1 (operating point)</source>
        <translation>%1 (Betriebspunkt)</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="21"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="170"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="171"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="172"/>
        <source>Tokens/s per user</source>
        <translation>Token/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="173"/>
        <source>Tokens/s per chip</source>
        <translation>Token/s pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="174"/>
        <source>USD per million output tokens</source>
        <translation>USD je Million Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="175"/>
        <source>Time per token (ms)</source>
        <translation>Zeit pro Token (ms)</translation>
    </message>
    <message>
        <location filename="../../ui/views/servingcurvemodel.cpp" line="176"/>
        <source>First token (ms)</source>
        <translation>Erstes Token (ms)</translation>
    </message>
</context>
<context>
    <name>StrategyForm</name>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="23"/>
        <source>Cloud strategy</source>
        <translation>Cloud-Strategie</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="56"/>
        <source>Tick when the organisation is on AWS today: Trainium needs no cloud move.</source>
        <translation>Ankreuzen, wenn die Organisation heute auf AWS ist: Trainium erfordert dann keinen Cloud-Wechsel.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="60"/>
        <source>Tick when the workload must be able to run on more than one cloud. This knocks out silicon sold by one cloud only, such as Trainium.</source>
        <translation>Ankreuzen, wenn die Arbeitslast auf mehr als einer Cloud laufen können muss. Das schließt Chips aus, die nur eine Cloud verkauft, etwa Trainium.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="64"/>
        <source>Tick when only interruptible spot capacity is affordable. Offers with no spot price are knocked out.</source>
        <translation>Ankreuzen, wenn nur unterbrechbare Spot-Kapazität bezahlbar ist. Angebote ohne Spot-Preis werden ausgeschlossen.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="83"/>
        <source>The providers the team will buy from. An offer from a provider left unticked is knocked out, for example to compare only AWS instances. Default: every provider.</source>
        <translation>Die Anbieter, bei denen das Team kaufen wird. Ein Angebot eines nicht angekreuzten Anbieters wird ausgeschlossen, etwa um nur AWS-Instanzen zu vergleichen. Standard: alle Anbieter.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="31"/>
        <source>How capacity is bought. Only offers sold this way enter the decision matrix; commitments trade flexibility for a lower hourly price. Default: %1.</source>
        <translation>Wie Kapazität eingekauft wird. Nur so verkaufte Angebote gehen in die Entscheidungsmatrix ein; feste Zusagen tauschen Flexibilität gegen einen niedrigeren Stundenpreis. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="36"/>
        <source>Period the total cost of ownership and the break-even chart cover. Default %1 months.</source>
        <translation>Zeitraum, den die Gesamtbetriebskosten und das Amortisationsdiagramm abdecken. Standard: %1 Monate.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="42"/>
        <source>Promotional or startup credits, subtracted from the cost of AWS offers only. Default %1.</source>
        <translation>Aktions- oder Startup-Guthaben, nur von den Kosten der AWS-Angebote abgezogen. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="48"/>
        <source>Weeks until the workload must run. Options whose port takes longer are knocked out. Default %1: no deadline.</source>
        <translation>Wochen, bis die Arbeitslast laufen muss. Optionen, deren Portierung länger dauert, werden ausgeschlossen. Standard: %1, keine Frist.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="139"/>
        <source>The GPU offer the port to Trainium is measured against in the break-even. Default: %1.</source>
        <translation>Das GPU-Angebot, an dem die Portierung auf Trainium in der Amortisation gemessen wird. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="155"/>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="166"/>
        <source>Cheapest CUDA option</source>
        <translation>Günstigste CUDA-Option</translation>
    </message>
    <message>
        <location filename="../../ui/shell/strategyform.cpp" line="171"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="22"/>
        <source>Team and porting</source>
        <translation>Team und Portierung</translation>
    </message>
    <message>
        <source>None</source>
        <translation type="vanished">Keine</translation>
    </message>
    <message>
        <source>Some</source>
        <translation type="vanished">Etwas</translation>
    </message>
    <message>
        <source>Experienced</source>
        <translation type="vanished">Erfahren</translation>
    </message>
    <message>
        <source>Supported</source>
        <translation type="vanished">Unterstützt</translation>
    </message>
    <message>
        <source>Custom attention</source>
        <translation type="vanished">Eigene Attention</translation>
    </message>
    <message>
        <source>Novel, unsupported</source>
        <translation type="vanished">Neu, nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="26"/>
        <source>Engineers who would move the stack to Neuron. Porting cost = weeks × engineers × hours per week × hourly rate. Default %1, as in seed 000&apos;s worked example.</source>
        <translation>Ingenieure, die den Stack auf Neuron umstellen würden. Portierungskosten = Wochen × Ingenieure × Stunden pro Woche × Stundensatz. Standard: %1, wie im Rechenbeispiel des Quellartikels 000.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="33"/>
        <source>Blended cost of one engineer-hour. Default $%1, the rate of seed 000&apos;s worked example.</source>
        <translation>Mischkosten einer Ingenieursstunde. Standard: %1 $, der Satz aus dem Rechenbeispiel des Quellartikels 000.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="39"/>
        <source>Working hours per engineer-week, used to turn porting weeks into hours. Default %1.</source>
        <translation>Arbeitsstunden pro Ingenieurswoche, um Portierungswochen in Stunden umzurechnen. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="44"/>
        <source>How much the team has worked with the Neuron SDK before; the catalog&apos;s porting estimates (porting.json) depend on it. Default: %1.</source>
        <translation>Wie viel das Team bisher mit dem Neuron SDK gearbeitet hat; davon hängen die Portierungsschätzungen des Katalogs (porting.json) ab. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="51"/>
        <source>Whether Neuron supports the model as it is, needs custom attention work, or not at all yet. Default: %1 (Llama-family models are).</source>
        <translation>Ob Neuron das Modell unverändert unterstützt, eigene Arbeit an der Attention braucht oder noch gar nicht. Standard: %1 (Modelle der Llama-Familie werden unterstützt).</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="60"/>
        <source>Leave at 0 to use the catalog&apos;s estimate from experience, model support and components. Enter your own number of weeks to replace it.</source>
        <translation>Bei 0 lassen, um die Schätzung des Katalogs aus Erfahrung, Modellunterstützung und Komponenten zu verwenden. Eine eigene Anzahl Wochen ersetzt sie.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="66"/>
        <source>CUDA-only components in the stack</source>
        <translation>Nur-CUDA-Komponenten im Stack</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="68"/>
        <source>Parts of a CUDA stack that have no drop-in Neuron equivalent; each adds porting weeks (porting.json components).</source>
        <translation>Teile eines CUDA-Stacks ohne direkten Ersatz in Neuron; jeder fügt Portierungswochen hinzu (Komponenten in porting.json).</translation>
    </message>
    <message>
        <source>CUDA (NVIDIA GPUs)</source>
        <translation type="vanished">CUDA (NVIDIA-GPUs)</translation>
    </message>
    <message>
        <source>Neuron (AWS Trainium)</source>
        <translation type="vanished">Neuron (AWS Trainium)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="99"/>
        <source>The stack the team runs today. Moving off it is the port whose cost break-even weighs. Default: %1.</source>
        <translation>Der Stack, den das Team heute betreibt. Der Wechsel davon ist die Portierung, deren Kosten die Amortisation abwägt. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="146"/>
        <source>Ports to Neuron without rework.</source>
        <translation>Lässt sich ohne Nacharbeit auf Neuron portieren.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="148"/>
        <source>Adds %1 to %2 weeks of porting work (catalog estimate).</source>
        <translation>Fügt %1 bis %2 Wochen Portierungsarbeit hinzu (Schätzung des Katalogs).</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="160"/>
        <source>The catalog lists no CUDA-only components.</source>
        <translation>Der Katalog führt keine Nur-CUDA-Komponenten.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="182"/>
        <source>Add component %1</source>
        <translation>Komponente %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/shell/teamform.cpp" line="182"/>
        <source>Remove component %1</source>
        <translation>Komponente %1 entfernen</translation>
    </message>
</context>
<context>
    <name>ThresholdModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="243"/>
        <source>the cheaper side</source>
        <translation>die günstigere Seite</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="243"/>
        <source>first in the matrix</source>
        <translation>Erste in der Matrix</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="246"/>
        <source>Trainium</source>
        <translation>Trainium</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="246"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="255"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="256"/>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="257"/>
        <source>At</source>
        <translation>Bei</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="258"/>
        <source>As assessed</source>
        <translation>Wie berechnet</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="259"/>
        <source>Ahead above it</source>
        <translation>Vorn oberhalb davon</translation>
    </message>
</context>
<context>
    <name>TornadoModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="188"/>
        <source>%1, in %2</source>
        <translation>%1, in %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="196"/>
        <source>none alone</source>
        <translation>keine allein</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="271"/>
        <source>GPU cost less Trainium cost over the horizon, every other input at its likely value</source>
        <translation>GPU-Kosten minus Trainium-Kosten über den Zeitraum, alle anderen Eingaben auf ihrem wahrscheinlichen Wert</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="273"/>
        <source>Its share of the saving&apos;s variance over the samples</source>
        <translation>Ihr Anteil an der Varianz der Ersparnis über die Stichproben</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="275"/>
        <source>What knowing this input exactly is worth to the Trainium-or-GPU choice (expected value of perfect information)</source>
        <translation>Was es für die Wahl zwischen Trainium und GPU wert ist, diese Eingabe genau zu kennen (erwarteter Wert vollständiger Information)</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="282"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="283"/>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="284"/>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="285"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="286"/>
        <source>Saving at low</source>
        <translation>Ersparnis bei niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="287"/>
        <source>Saving at high</source>
        <translation>Ersparnis bei hoch</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="288"/>
        <source>Share of variance</source>
        <translation>Anteil an der Varianz</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="289"/>
        <source>Value of knowing</source>
        <translation>Wert des Wissens</translation>
    </message>
</context>
<context>
    <name>TrainingCurveModel</name>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="158"/>
        <source>Your model, P10 of the cases</source>
        <translation>Ihr Modell, P10 der Fälle</translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="159"/>
        <source>Your model, P50 of the cases</source>
        <translation>Ihr Modell, P50 der Fälle</translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="160"/>
        <source>Your model, P90 of the cases</source>
        <translation>Ihr Modell, P90 der Fälle</translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="183"/>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="184"/>
        <source>%1 (your model)</source>
        <translation>%1 (Ihr Modell)</translation>
    </message>
    <message>
        <location filename="../../ui/views/trainingcurvemodel.cpp" line="208"/>
        <source>Model size</source>
        <translation>Modellgröße</translation>
    </message>
</context>
<context>
    <name>UncertaintyOptionsModel</name>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="110"/>
        <source>Nine cases in ten cost more than this over the horizon</source>
        <translation>Neun von zehn Fällen kosten über den Zeitraum mehr als dies</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="111"/>
        <source>Nine cases in ten cost less than this over the horizon</source>
        <translation>Neun von zehn Fällen kosten über den Zeitraum weniger als dies</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="112"/>
        <source>Share of the cases in which this option costs least</source>
        <translation>Anteil der Fälle, in denen diese Option am wenigsten kostet</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="113"/>
        <source>Share of the cases in which this option tops the decision matrix</source>
        <translation>Anteil der Fälle, in denen diese Option die Entscheidungsmatrix anführt</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="119"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="120"/>
        <source>Cost P10</source>
        <translation>Kosten P10</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="121"/>
        <source>Cost P50</source>
        <translation>Kosten P50</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="122"/>
        <source>Cost P90</source>
        <translation>Kosten P90</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="123"/>
        <source>Cheapest in</source>
        <translation>Am günstigsten in</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintymodels.cpp" line="124"/>
        <source>Wins the matrix in</source>
        <translation>Gewinnt die Matrix in</translation>
    </message>
</context>
<context>
    <name>UncertaintyView</name>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="70"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="71"/>
        <source>Run Again</source>
        <translation>Erneut berechnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="84"/>
        <source>Sampling progress</source>
        <translation>Fortschritt der Stichproben</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="102"/>
        <source>Cost spread by option</source>
        <translation>Kostenstreuung je Option</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="104"/>
        <source>What moves the saving most</source>
        <translation>Was die Ersparnis am stärksten bewegt</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="107"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="108"/>
        <source>What Matters Most</source>
        <translation>Was am meisten zählt</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="111"/>
        <source>What must be true</source>
        <translation>Was zutreffen muss</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="113"/>
        <source>What Must Be True</source>
        <translation>Was zutreffen muss</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="114"/>
        <source>One input at a time, every other as assessed: the value at which the cheaper side, or the option first in the matrix, passes from Trainium to the GPU or back. Each was found on the model and checked just either side (acceldecide-cli what-if).</source>
        <translation>Jeweils eine Eingabe, alle anderen wie berechnet: der Wert, bei dem die günstigere Seite oder die erste Option der Matrix von Trainium zur GPU wechselt oder zurück. Jeder wurde am Modell gefunden und knapp auf beiden Seiten geprüft (acceldecide-cli what-if).</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="120"/>
        <source>What must be true, in words</source>
        <translation>Was zutreffen muss, in Worten</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="123"/>
        <source>Ranges of the uncertain inputs</source>
        <translation>Bandbreiten der unsicheren Eingaben</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="128"/>
        <source>Ranges</source>
        <translation>Bandbreiten</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="129"/>
        <source>Each range is a 90 % interval: one case in twenty lies below the low end and one above the high end. Type a number, or both ends at once as &quot;0.35 to 0.55&quot;. A field&apos;s likely value is the field itself, set in the forms.</source>
        <translation>Jede Bandbreite ist ein 90-%-Intervall: Einer von zwanzig Fällen liegt unter dem unteren Ende und einer über dem oberen. Geben Sie eine Zahl ein oder beide Enden zugleich als „0,35 bis 0,55“. Der wahrscheinliche Wert eines Feldes ist das Feld selbst, wie es in den Formularen steht.</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="165"/>
        <source>Sampling plausible cases…</source>
        <translation>Plausible Fälle werden berechnet …</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="177"/>
        <source>Stopped. The figures below are from before the last edit.</source>
        <translation>Angehalten. Die Zahlen unten stammen von vor der letzten Änderung.</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="178"/>
        <source>Stopped before any figures were ready.</source>
        <translation>Angehalten, bevor Zahlen vorlagen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="188"/>
        <source>From %1 plausible cases (seed %2).</source>
        <translation>Aus %1 plausiblen Fällen (Startwert %2).</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="209"/>
        <source>How firm the answer is appears here once the plausible cases are sampled.</source>
        <translation>Wie belastbar die Antwort ist, erscheint hier, sobald die plausiblen Fälle gezogen sind.</translation>
    </message>
    <message>
        <source>Trainium costs less than the GPU in &lt;b&gt;%1&lt;/b&gt; of the cases.</source>
        <translation type="vanished">Trainium kostet in &lt;b&gt;%1&lt;/b&gt; der Fälle weniger als die GPU.</translation>
    </message>
    <message>
        <source>The saving of Trainium over the GPU runs from %1 to %2 (P10 to P90), %3 in the middle case.</source>
        <translation type="vanished">Die Ersparnis von Trainium gegenüber der GPU reicht von %1 bis %2 (P10 bis P90), %3 im mittleren Fall.</translation>
    </message>
    <message>
        <source>The port pays for itself within the horizon in &lt;b&gt;%1&lt;/b&gt; of the cases.</source>
        <translation type="vanished">Die Portierung macht sich in &lt;b&gt;%1&lt;/b&gt; der Fälle innerhalb des Zeitraums bezahlt.</translation>
    </message>
    <message>
        <source>Knowing every uncertain input exactly would be worth %1 to this choice (expected value of perfect information).</source>
        <translation type="vanished">Jede unsichere Eingabe genau zu kennen, wäre für diese Wahl %1 wert (erwarteter Wert vollständiger Information).</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="219"/>
        <source>There is no Trainium and GPU option to compare; the table shows how each option&apos;s cost spreads.</source>
        <translation>Es gibt keine Trainium- und GPU-Option zum Vergleichen; die Tabelle zeigt, wie die Kosten jeder Option streuen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="223"/>
        <source>&lt;i&gt;(Before the last edit.)&lt;/i&gt; </source>
        <translation>&lt;i&gt;(Vor der letzten Änderung.)&lt;/i&gt; </translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="235"/>
        <source>Reset to default</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="238"/>
        <source>Reset %1 to its default range</source>
        <translation>%1 auf seine Standard-Bandbreite zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../ui/views/uncertaintyview.cpp" line="86"/>
        <source>Stop sampling; the figures stay as they were</source>
        <translation>Berechnung anhalten; die Zahlen bleiben, wie sie waren</translation>
    </message>
</context>
<context>
    <name>WebSession</name>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="59"/>
        <source>Start a workshop first.</source>
        <translation>Starten Sie zuerst einen Workshop.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="186"/>
        <source>The workshop has ended.</source>
        <translation>Der Workshop ist beendet.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="193"/>
        <source>This device has not joined the session.</source>
        <translation>Dieses Gerät ist der Sitzung nicht beigetreten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="196"/>
        <source>No such request.</source>
        <translation>Keine solche Anfrage.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="202"/>
        <source>The facilitator has closed joining.</source>
        <translation>Die Moderation hat den Beitritt geschlossen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="204"/>
        <source>The session is full (%1 devices).</source>
        <translation>Die Sitzung ist voll (%1 Geräte).</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="212"/>
        <source>Too many devices are joining; try again in a moment.</source>
        <translation>Zu viele Geräte treten gerade bei; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="221"/>
        <source>Joining needs the code the facilitator shows.</source>
        <translation>Zum Beitreten ist der Code nötig, den die Moderation anzeigt.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="223"/>
        <source>That is not the session&apos;s code.</source>
        <translation>Das ist nicht der Code der Sitzung.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="256"/>
        <source>Device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="276"/>
        <source>The ballot was not stored: %1</source>
        <translation>Der Stimmzettel wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="279"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="284"/>
        <source>Round %1 is closed; nothing was stored.</source>
        <translation>Runde %1 ist geschlossen; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/websession.cpp" line="306"/>
        <source>Ballot of %1 (from their device)</source>
        <translation>Stimmzettel von %1 (von dessen Gerät)</translation>
    </message>
</context>
<context>
    <name>WebSessionPanel</name>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="74"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="83"/>
        <source>This computer only (127.0.0.1)</source>
        <translation>Nur dieser Computer (127.0.0.1)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="88"/>
        <source>Own Devices</source>
        <translation>Eigene Geräte</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="93"/>
        <source>The network the room&apos;s devices are on. The session listens on this address only.</source>
        <translation>Das Netz, in dem die Geräte im Raum sind. Die Sitzung lauscht nur auf dieser Adresse.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="101"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="102"/>
        <location filename="../../ui/workshop/webpanel.cpp" line="174"/>
        <location filename="../../ui/workshop/webpanel.cpp" line="180"/>
        <source>Start Session</source>
        <translation>Sitzung starten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="116"/>
        <source>Copy Link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="126"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="180"/>
        <source>Stop Session</source>
        <translation>Sitzung beenden</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="184"/>
        <source>Devices on this network join with the code or the link. Stop the session to close the port.</source>
        <translation>Geräte in diesem Netz treten mit dem Code oder dem Link bei. Beenden Sie die Sitzung, um den Port zu schließen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="186"/>
        <source>Everyone votes from their own phone or laptop on this network. Nothing listens until you start.</source>
        <translation>Alle stimmen von ihrem eigenen Handy oder Laptop in diesem Netz ab. Nichts lauscht, bevor Sie starten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="203"/>
        <source>1 device has joined.</source>
        <translation>1 Gerät ist beigetreten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="204"/>
        <source>%1 devices have joined.</source>
        <translation>%1 Geräte sind beigetreten.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="207"/>
        <source>1 request was refused.</source>
        <translation>1 Anfrage wurde abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/webpanel.cpp" line="208"/>
        <source>%1 requests were refused.</source>
        <translation>%1 Anfragen wurden abgelehnt.</translation>
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
        <location filename="../../ui/shell/workloadform.cpp" line="79"/>
        <source>What the accelerators are for. Training and fine-tuning use the training inputs, inference the serving inputs, and the mixed workload both. Default: %1, a quarterly training run plus daily serving.</source>
        <translation>Wofür die Beschleuniger gedacht sind. Training und Feinabstimmung verwenden die Trainingseingaben, Inferenz die Betriebseingaben, die gemischte Arbeitslast beide. Standard: %1, ein Trainingslauf pro Quartal plus täglicher Betrieb.</translation>
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
        <translation>Füllt die Parameterzahl und die Formfelder darunter aus den Modellformen des Katalogs (models.json). Wer eines dieser Felder ändert, wechselt zu „Eigenes Modell“.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="105"/>
        <source>Total parameter count in billions: sets the memory the weights need. Default %1, the Llama 3 70B preset.</source>
        <translation>Gesamtzahl der Parameter in Milliarden: bestimmt den Speicher, den die Gewichte brauchen. Standard: %1, die Vorlage Llama 3 70B.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="118"/>
        <source>Transformer layers; with the KV heads and head size it sets the KV cache per token. Default %1 (Llama 3 70B).</source>
        <translation>Transformer-Schichten; zusammen mit KV-Köpfen und Kopfgröße bestimmen sie den KV-Cache pro Token. Standard: %1 (Llama 3 70B).</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="124"/>
        <source>Width of the model; sets activation memory in training. Default %1 (Llama 3 70B).</source>
        <translation>Breite des Modells; bestimmt den Aktivierungsspeicher im Training. Standard: %1 (Llama 3 70B).</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="130"/>
        <source>Key/value heads (fewer than attention heads with grouped-query attention). Default %1 (Llama 3 70B).</source>
        <translation>Key/Value-Köpfe (bei Grouped-Query-Attention weniger als Attention-Köpfe). Standard: %1 (Llama 3 70B).</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="136"/>
        <source>Dimension of one attention head. Default %1 (Llama 3 70B).</source>
        <translation>Dimension eines Attention-Kopfes. Standard: %1 (Llama 3 70B).</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="140"/>
        <source>Number format of the training run; selects the chip&apos;s peak FLOP/s at that precision. Default %1, the usual mixed-precision training format.</source>
        <translation>Zahlenformat des Trainingslaufs; wählt die maximalen FLOP/s des Chips bei dieser Genauigkeit. Standard: %1, das übliche Format für Training mit gemischter Genauigkeit.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="154"/>
        <source>Training tokens processed in one run. Compute per run is 6 × active parameters × tokens. Default %1 billion, a continued-pretraining run.</source>
        <translation>Im Lauf verarbeitete Trainings-Token. Rechenaufwand pro Lauf = 6 × aktive Parameter × Token. Standard: %1 Milliarden, ein fortgesetztes Pretraining.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="160"/>
        <source>How often the run repeats; yearly training cost is cost per run × runs. Default %1, one run a quarter.</source>
        <translation>Wie oft sich der Lauf wiederholt; jährliche Trainingskosten = Kosten pro Lauf × Läufe. Standard: %1, ein Lauf pro Quartal.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="166"/>
        <source>Share of the chip&apos;s peak FLOP/s the run actually achieves, used where no published measurement applies. The model counts 6 × parameters × tokens FLOPs per run, without activation recomputation: a utilisation reported with recomputation counted (hardware FLOPs) is about a third higher and, entered here, makes runs look about 25 % shorter. Default %1 %, a cautious figure for large dense training; seed 001 reports 42–61 % depending on chip and model.</source>
        <translation>Anteil der maximalen FLOP/s des Chips, den der Lauf tatsächlich erreicht; verwendet, wo keine veröffentlichte Messung passt. Das Modell zählt 6 × Parameter × Token FLOPs pro Lauf, ohne Neuberechnung der Aktivierungen: Eine Auslastung, die mit Neuberechnung gezählt wurde (Hardware-FLOPs), liegt etwa ein Drittel höher und lässt, hier eingetragen, Läufe etwa 25 % kürzer erscheinen. Standard: %1 %, ein vorsichtiger Wert für großes dichtes Training; Quellartikel 001 nennt je nach Chip und Modell 42–61 %.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="176"/>
        <source>Time added on top of pure compute for checkpoints, restarts and data loading. Default %1 %, the allowance seed 001 uses.</source>
        <translation>Zeit, die zur reinen Rechenzeit für Checkpoints, Neustarts und Datenladen hinzukommt. Standard: %1 %, der Zuschlag aus Quellartikel 001.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="182"/>
        <source>Chips the run is spread over. It sets the wall-clock time and the memory headroom; the cost follows chip-hours. Default %1.</source>
        <translation>Chips, auf die der Lauf verteilt wird. Bestimmt die Laufzeit und den Speicherspielraum; die Kosten folgen den Chip-Stunden. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="188"/>
        <source>Tokens per training sequence; sets activation memory and so the minimum chip count. Default %1.</source>
        <translation>Token pro Trainingssequenz; bestimmt den Aktivierungsspeicher und damit die Mindestzahl an Chips. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="198"/>
        <source>Generated tokens served per day. Default %1 million (one billion a day), the volume of seed 000&apos;s break-even example.</source>
        <translation>Pro Tag ausgelieferte erzeugte Token. Standard: %1 Millionen (eine Milliarde pro Tag), das Volumen aus dem Amortisationsbeispiel des Quellartikels 000.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="204"/>
        <source>Sequences decoded together. A larger batch shares each read of the weights and raises tokens per second, but needs more KV cache. Default %1.</source>
        <translation>Gemeinsam dekodierte Sequenzen. Ein größerer Batch teilt sich jedes Lesen der Gewichte und erhöht die Token pro Sekunde, braucht aber mehr KV-Cache. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="210"/>
        <source>Tokens held in the KV cache for each sequence. Default %1.</source>
        <translation>Token im KV-Cache je Sequenz. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="214"/>
        <source>Number format of the served weights; sets bytes read per decode step. Default %1.</source>
        <translation>Zahlenformat der ausgelieferten Gewichte; bestimmt die pro Dekodierschritt gelesenen Bytes. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="219"/>
        <source>Share of the chip&apos;s peak memory bandwidth a decode step achieves; decode is bandwidth-bound. Default %1 %.</source>
        <translation>Anteil der maximalen Speicherbandbreite des Chips, den ein Dekodierschritt erreicht; das Dekodieren ist durch die Bandbreite begrenzt. Standard: %1 %.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="225"/>
        <source>Share of the chip&apos;s peak FLOP/s prefill achieves; prefill is compute-bound. Default %1 %.</source>
        <translation>Anteil der maximalen FLOP/s des Chips, den der Prefill erreicht; der Prefill ist durch die Rechenleistung begrenzt. Standard: %1 %.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="111"/>
        <source>Parameters used for each token. The same as the total for a dense model, smaller for a mixture of experts. Training compute is 6 × active parameters × tokens.</source>
        <translation>Parameter, die für jedes Token verwendet werden. Bei einem dichten Modell gleich der Gesamtzahl, bei einem Mixture-of-Experts-Modell kleiner. Trainingsrechenaufwand = 6 × aktive Parameter × Token.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="145"/>
        <source>Tick when the model uses layers or attention variants the Neuron SDK does not support out of the box; the porting estimate grows accordingly.</source>
        <translation>Ankreuzen, wenn das Modell Schichten oder Attention-Varianten nutzt, die das Neuron SDK nicht von Haus aus unterstützt; die Portierungsschätzung wächst entsprechend.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="231"/>
        <source>Prompt tokens in one request. Read only with a latency target: the prompt&apos;s prefill sets the time to the first token and part of the cost. Default %1.</source>
        <translation>Prompt-Token einer Anfrage. Nur mit Latenzziel gelesen: Das Prefill des Prompts bestimmt die Zeit bis zum ersten Token und einen Teil der Kosten. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="237"/>
        <source>Tokens generated for one request. Read only with a latency target. Default %1.</source>
        <translation>Für eine Anfrage erzeugte Token. Nur mit Latenzziel gelesen. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="243"/>
        <source>The longest a user may wait for each next token (50 ms is 20 tokens a second). With a target the batch and the chips per replica follow from it and the batch above is not used; 0 sets no target. Default %1.</source>
        <translation>Die längste Wartezeit eines Nutzers auf das jeweils nächste Token (50 ms sind 20 Token pro Sekunde). Mit einem Ziel ergeben sich Batch und Chips pro Replikat daraus, und der Batch oben wird nicht verwendet; 0 setzt kein Ziel. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="250"/>
        <source>The longest a user may wait for the first token, for one request on its own (no queueing); 0 sets no target. Default %1.</source>
        <translation>Die längste Wartezeit eines Nutzers auf das erste Token, für eine einzelne Anfrage (ohne Warteschlange); 0 setzt kein Ziel. Standard: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="256"/>
        <source>Tick when users wait on each response (chat, agents) rather than on batch jobs.</source>
        <translation>Ankreuzen, wenn Nutzer auf jede Antwort warten (Chat, Agenten) statt auf Batch-Jobs.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="268"/>
        <source>%1: %2 billion parameters, %3 layers (source: %4)</source>
        <translation>%1: %2 Milliarden Parameter, %3 Schichten (Quelle: %4)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="275"/>
        <source>Custom</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="285"/>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/workloadform.cpp" line="299"/>
        <source>Choose model %1</source>
        <translation>Modell %1 wählen</translation>
    </message>
</context>
<context>
    <name>WorkshopController</name>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="30"/>
        <source>Start workshop</source>
        <translation>Workshop starten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="37"/>
        <location filename="../../ui/workshop/workshopactions.cpp" line="41"/>
        <source>End Workshop</source>
        <translation>Workshop beenden</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="38"/>
        <source>End the workshop “%1”? Its participants, ballots and rounds are removed from the scenario. Edit → Undo brings them back.</source>
        <translation>Den Workshop „%1“ beenden? Seine Teilnehmer, Stimmzettel und Runden werden aus dem Szenario entfernt. Bearbeiten → Rückgängig bringt sie zurück.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="43"/>
        <source>End workshop</source>
        <translation>Workshop beenden</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="49"/>
        <source>Add participant %1</source>
        <translation>Teilnehmer %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="60"/>
        <source>Rename Participant</source>
        <translation>Teilnehmer umbenennen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="60"/>
        <source>New name or alias:</source>
        <translation>Neuer Name oder Kürzel:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="69"/>
        <source>Rename participant to %1</source>
        <translation>Teilnehmer in %1 umbenennen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="85"/>
        <source>Remove Participant</source>
        <translation>Teilnehmer entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="87"/>
        <source>Remove %1 and their ballot? Edit → Undo brings it back.</source>
        <translation>%1 und den zugehörigen Stimmzettel entfernen? Bearbeiten → Rückgängig bringt beides zurück.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="90"/>
        <source>Remove %1 and their ballots in %2 rounds? Edit → Undo brings them back.</source>
        <translation>%1 und die zugehörigen Stimmzettel aus %2 Runden entfernen? Bearbeiten → Rückgängig bringt sie zurück.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="94"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="96"/>
        <source>Remove participant %1</source>
        <translation>Teilnehmer %1 entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="103"/>
        <source>Change workshop title</source>
        <translation>Workshop-Titel ändern</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="111"/>
        <source>Change facilitator</source>
        <translation>Moderation ändern</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="119"/>
        <source>Make the reveal anonymous</source>
        <translation>Aufdecken anonym machen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="119"/>
        <source>Show names on reveal</source>
        <translation>Beim Aufdecken Namen zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="128"/>
        <source>Aggregate by %1</source>
        <translation>Zusammenfassen als %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="137"/>
        <source>Change the note of round %1</source>
        <translation>Notiz der Runde %1 ändern</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="176"/>
        <location filename="../../ui/workshop/workshopactions.cpp" line="200"/>
        <source>Enter Ballot</source>
        <translation>Stimmzettel eingeben</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="177"/>
        <source>Round %1 is already revealed. Start the next round to vote again.</source>
        <translation>Runde %1 ist bereits aufgedeckt. Starten Sie die nächste Runde, um erneut abzustimmen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="201"/>
        <source>The ballot could not be stored: that participant is no longer in the workshop.</source>
        <translation>Der Stimmzettel konnte nicht gespeichert werden: Dieser Teilnehmer ist nicht mehr im Workshop.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="211"/>
        <source>Ballot of %1</source>
        <translation>Stimmzettel von %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="222"/>
        <location filename="../../ui/workshop/workshopactions.cpp" line="228"/>
        <source>Reveal Round</source>
        <translation>Runde aufdecken</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="223"/>
        <source>No ballot is in yet: there is nothing to reveal.</source>
        <translation>Noch ist kein Stimmzettel abgegeben: Es gibt nichts aufzudecken.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="229"/>
        <source>Not voted yet: %1. Reveal round %2 with %3 of %4 ballots anyway? No ballot can be added to this round afterwards.</source>
        <translation>Noch nicht abgestimmt: %1. Runde %2 trotzdem mit %3 von %4 Stimmzetteln aufdecken? Danach kann dieser Runde kein Stimmzettel mehr hinzugefügt werden.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="235"/>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="237"/>
        <source>Reveal round %1</source>
        <translation>Runde %1 aufdecken</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="247"/>
        <source>Start round %1</source>
        <translation>Runde %1 starten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="260"/>
        <source>Apply Aggregated Weights</source>
        <translation>Zusammengefasste Gewichte übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="261"/>
        <source>Reveal a round first: its aggregated weights are what the matrix takes.</source>
        <translation>Decken Sie zuerst eine Runde auf: Ihre zusammengefassten Gewichte übernimmt die Matrix.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopactions.cpp" line="268"/>
        <source>Apply the aggregated weights of round %1</source>
        <translation>Die zusammengefassten Gewichte der Runde %1 übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="80"/>
        <source>Workshop &amp;Window…</source>
        <translation>Workshop-&amp;Fenster…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="83"/>
        <source>&amp;Start Workshop</source>
        <translation>Workshop &amp;starten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="88"/>
        <source>&amp;Import Ballots…</source>
        <translation>Stimmzettel &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="90"/>
        <source>&amp;Fill In a Ballot File…</source>
        <translation>Stimmzettel&amp;datei ausfüllen…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="93"/>
        <source>&amp;Projector View</source>
        <translation>&amp;Projektoransicht</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="95"/>
        <source>Apply Aggregated &amp;Weights to the Matrix</source>
        <translation>Zusammengefasste &amp;Gewichte in die Matrix übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="98"/>
        <source>&amp;End Workshop…</source>
        <translation>Workshop &amp;beenden…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopcontroller.cpp" line="170"/>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="19"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="23"/>
        <source>Import Ballots</source>
        <translation>Stimmzettel importieren</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="20"/>
        <source>Start a workshop first: ballots are merged into its open round.</source>
        <translation>Starten Sie zuerst einen Workshop: Stimmzettel werden in seine offene Runde übernommen.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="42"/>
        <source>Import ballots with new participants</source>
        <translation>Stimmzettel mit neuen Teilnehmern importieren</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="57"/>
        <source>Import a ballot</source>
        <translation>Einen Stimmzettel importieren</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="58"/>
        <source>Import %1 ballots</source>
        <translation>%1 Stimmzettel importieren</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="66"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="71"/>
        <source>Fill In a Ballot File</source>
        <translation>Stimmzetteldatei ausfüllen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="67"/>
        <source>Your name or alias, as the facilitator knows you:</source>
        <translation>Ihr Name oder Kürzel, wie die Moderation Sie kennt:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="72"/>
        <source>A ballot needs a name or an alias, so the facilitator knows whose it is.</source>
        <translation>Ein Stimmzettel braucht einen Namen oder ein Kürzel, damit die Moderation weiß, von wem er ist.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="77"/>
        <source>Save Ballot File…</source>
        <translation>Stimmzetteldatei speichern…</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="100"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="105"/>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="108"/>
        <source>Save Ballot File</source>
        <translation>Stimmzetteldatei speichern</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopfiles.cpp" line="109"/>
        <source>Your ballot for round %1 is saved in %2. Send this file to the facilitator, who imports it with Workshop → Import Ballots.</source>
        <translation>Ihr Stimmzettel für Runde %1 ist in %2 gespeichert. Schicken Sie diese Datei an die Moderation, die sie mit Workshop → Stimmzettel importieren übernimmt.</translation>
    </message>
</context>
<context>
    <name>WorkshopSettingsPanel</name>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="13"/>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="17"/>
        <source>What the room decides</source>
        <translation>Was der Raum entscheidet</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="20"/>
        <source>Who leads the session</source>
        <translation>Wer die Sitzung leitet</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="26"/>
        <source>How the room&apos;s weights become one weight per criterion. The median ignores how extreme the extremes are; the geometric mean lets a low weight pull harder than the mean does.</source>
        <translation>Wie aus den Gewichten des Raums ein Gewicht pro Kriterium wird. Der Median ignoriert, wie extrem die Extreme sind; beim geometrischen Mittel zieht ein niedriges Gewicht stärker als beim Mittelwert.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="29"/>
        <source>Anonymous reveal (labels instead of names)</source>
        <translation>Anonymes Aufdecken (Kennungen statt Namen)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="33"/>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="34"/>
        <source>Facilitator:</source>
        <translation>Moderation:</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopsettingspanel.cpp" line="35"/>
        <source>Aggregation:</source>
        <translation>Zusammenfassung:</translation>
    </message>
</context>
<context>
    <name>WorkshopWindow</name>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="31"/>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="155"/>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="160"/>
        <source>Workshop — AccelDecide</source>
        <translation>Workshop — AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="62"/>
        <source>&lt;h2&gt;No workshop on this scenario yet&lt;/h2&gt;&lt;p&gt;A workshop lets a team weigh the criteria together: each participant gives every criterion a weight from 1 to 5, in the room or in a ballot file, and the reveal shows the aggregate, where the room disagrees and how far its rankings agree. The workshop is saved with the scenario.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Noch kein Workshop zu diesem Szenario&lt;/h2&gt;&lt;p&gt;In einem Workshop gewichtet ein Team die Kriterien gemeinsam: Jeder Teilnehmer gibt jedem Kriterium ein Gewicht von 1 bis 5, im Raum oder in einer Stimmzetteldatei, und das Aufdecken zeigt die Zusammenfassung, wo der Raum uneins ist und wie weit seine Rangfolgen übereinstimmen. Der Workshop wird mit dem Szenario gespeichert.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="68"/>
        <source>Start Workshop</source>
        <translation>Workshop starten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopwindow.cpp" line="161"/>
        <source>Workshop: %1 — AccelDecide</source>
        <translation>Workshop: %1 — AccelDecide</translation>
    </message>
</context>
<context>
    <name>chartexport</name>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="34"/>
        <location filename="../../ui/views/chartexport.cpp" line="49"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="62"/>
        <source>chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="70"/>
        <source>Save Chart as &amp;PNG…</source>
        <translation>Diagramm als &amp;PNG speichern…</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="70"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="71"/>
        <source>Save Chart as P&amp;DF…</source>
        <translation>Diagramm als P&amp;DF speichern…</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartexport.cpp" line="71"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="71"/>
        <source>Cost per million tokens · %1</source>
        <translation>Kosten pro Million Token · %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="72"/>
        <source>Cost per million tokens · all pricing models</source>
        <translation>Kosten pro Million Token · alle Preismodelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="85"/>
        <source>USD per million generated tokens (cheapest %1 of %2)</source>
        <translation>USD pro Million erzeugter Token (günstigste %1 von %2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="87"/>
        <source>USD per million generated tokens</source>
        <translation>USD pro Million erzeugter Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="164"/>
        <source>$%.2f</source>
        <extracomment>The axis labels&apos; format (printf): dollars with two decimals; place the symbol.</extracomment>
        <translation>%.2f $</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="84"/>
        <source>Per run, %1 (log scale)</source>
        <translation>Pro Lauf, %1 (logarithmische Skala)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="88"/>
        <source>Your model: %1 parameters</source>
        <translation>Ihr Modell: %1 Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="148"/>
        <source>No option can be priced for training.</source>
        <translation>Für keine Option lässt sich ein Trainingspreis bestimmen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="66"/>
        <source>Days from the start</source>
        <translation>Tage ab Beginn</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="66"/>
        <source>Billions of tokens served</source>
        <translation>Ausgelieferte Token in Milliarden</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="69"/>
        <source>Cumulative, %1</source>
        <translation>Kumuliert, %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="59"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="48"/>
        <source>Weights given to each criterion</source>
        <translation>Gewichte für jedes Kriterium</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="60"/>
        <source>Weight, 1 (minor) to 5 (decisive)</source>
        <translation>Gewicht, 1 (gering) bis 5 (entscheidend)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="77"/>
        <source>the room&apos;s weight</source>
        <translation>Gewicht des Raums</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="94"/>
        <source>lowest to highest</source>
        <translation>niedrigstes bis höchstes</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="95"/>
        <source>middle half of the ballots</source>
        <translation>mittlere Hälfte der Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory.cpp" line="99"/>
        <source>No criterion was weighed.</source>
        <translation>Kein Kriterium wurde gewichtet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="117"/>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="118"/>
        <source>thousand USD</source>
        <translation>Tausend USD</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="119"/>
        <source>million USD</source>
        <translation>Millionen USD</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartkit.cpp" line="120"/>
        <source>billion USD</source>
        <translation>Milliarden USD</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="83"/>
        <source>Trainium&apos;s saving, %1 (below 0: GPU costs less)</source>
        <translation>Ersparnis durch Trainium, %1 (unter 0: GPU kostet weniger)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="95"/>
        <source>every input likely: %1</source>
        <translation>alle Eingaben wahrscheinlich: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="98"/>
        <source>There is no Trainium and GPU option to compare.</source>
        <translation>Es gibt keine Trainium- und GPU-Option zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="99"/>
        <source>No input is uncertain: set a range below.</source>
        <translation>Keine Eingabe ist unsicher: Legen Sie unten eine Bandbreite fest.</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="61"/>
        <source>Cost per million output tokens against speed per user</source>
        <translation>Kosten je Million Ausgabe-Token über der Geschwindigkeit je Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="62"/>
        <source>Throughput per chip against speed per user</source>
        <translation>Durchsatz pro Chip über der Geschwindigkeit je Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="63"/>
        <source>USD per million tokens (log scale)</source>
        <translation>USD je Million Token (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="64"/>
        <source>Output tokens/s per chip</source>
        <translation>Ausgabe-Token/s pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="90"/>
        <source>Target: %1 ms per token</source>
        <translation>Ziel: %1 ms pro Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="93"/>
        <source>Operating points</source>
        <translation>Betriebspunkte</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="96"/>
        <source>No side of the trade has a serving curve here.</source>
        <translation>Keine Seite der Abwägung hat hier eine Bereitstellungskurve.</translation>
    </message>
</context>
<context>
    <name>charts::BreakEvenFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="43"/>
        <source>Cumulative cost over time</source>
        <translation>Kumulierte Kosten über die Zeit</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="43"/>
        <source>Cumulative cost over tokens served</source>
        <translation>Kumulierte Kosten über ausgelieferte Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="156"/>
        <source>P10 to P90 of break-even</source>
        <translation>P10 bis P90 der Amortisation</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_breakeven.cpp" line="171"/>
        <source>Break-even point</source>
        <translation>Amortisationspunkt</translation>
    </message>
</context>
<context>
    <name>charts::CostFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="143"/>
        <source>Measured throughput</source>
        <translation>Gemessener Durchsatz</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="144"/>
        <source>Roofline estimate</source>
        <translation>Roofline-Schätzung</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="183"/>
        <source>P10 to P90 of the cases</source>
        <translation>P10 bis P90 der Fälle</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_costpertoken.cpp" line="194"/>
        <source>No option has a cost per token at this pricing model.</source>
        <translation>In diesem Preismodell hat keine Option Kosten pro Token.</translation>
    </message>
</context>
<context>
    <name>charts::DecisionFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="110"/>
        <source>Weighted decision score by criterion</source>
        <translation>Gewichtete Entscheidungsbewertung nach Kriterium</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="135"/>
        <source>Score, points of 100</source>
        <translation>Bewertung, Punkte von 100</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_decision.cpp" line="143"/>
        <source>Every option is knocked out.</source>
        <translation>Jede Option ist ausgeschlossen.</translation>
    </message>
</context>
<context>
    <name>charts::ServingFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_serving.cpp" line="120"/>
        <source>Output tokens/s per user (1000 ÷ ms per token)</source>
        <translation>Ausgabe-Token/s pro Nutzer (1000 ÷ ms pro Token)</translation>
    </message>
</context>
<context>
    <name>charts::TornadoFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="131"/>
        <source>What moves the saving most</source>
        <translation>Was die Ersparnis am stärksten bewegt</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="149"/>
        <source>input at its low end</source>
        <translation>Eingabe am unteren Ende</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="149"/>
        <source>input at its high end</source>
        <translation>Eingabe am oberen Ende</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_tornado.cpp" line="159"/>
        <source>both sides cost the same</source>
        <translation>beide Seiten kosten gleich viel</translation>
    </message>
</context>
<context>
    <name>charts::TrainingFigures</name>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="162"/>
        <source>Training cost per run across model sizes</source>
        <translation>Trainingskosten pro Lauf über Modellgrößen</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="169"/>
        <source>Model size (billions of parameters, log scale)</source>
        <translation>Modellgröße (Milliarden Parameter, logarithmische Skala)</translation>
    </message>
    <message>
        <location filename="../../ui/views/chartfactory_training.cpp" line="188"/>
        <source>P10 to P90 of the cases, at your size</source>
        <translation>P10 bis P90 der Fälle, bei Ihrer Größe</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/main_gui.cpp" line="84"/>
        <source>Trainium or GPU: cost per token, training cost, break-even of a port and a weighted decision, explained figure by figure.</source>
        <translation>Trainium oder GPU: Kosten pro Token, Trainingskosten, Amortisation einer Portierung und eine gewichtete Entscheidung, Zahl für Zahl erklärt.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="91"/>
        <source>Scenario file to open; without it the built-in default scenario is shown.</source>
        <translation>Zu öffnende Szenariodatei; ohne sie wird das eingebaute Standardszenario gezeigt.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="48"/>
        <source>Write a PNG of the window after the first evaluation and exit (for documentation). Settings are neither read nor written.</source>
        <translation>Nach der ersten Berechnung ein PNG des Fensters schreiben und beenden (für die Dokumentation). Einstellungen werden weder gelesen noch geschrieben.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="54"/>
        <source>Window size, e.g. 1366x768.</source>
        <translation>Fenstergröße, z. B. 1366x768.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="57"/>
        <source>Use the dark palette for this session.</source>
        <translation>Für diese Sitzung die dunklen Farben verwenden.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="60"/>
        <source>Print the milliseconds from start to the first painted window and exit (used by the startup benchmark). Settings are neither read nor written.</source>
        <translation>Die Millisekunden vom Start bis zum ersten gezeichneten Fenster ausgeben und beenden (für den Start-Benchmark). Einstellungen werden weder gelesen noch geschrieben.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="65"/>
        <source>Results tab to show first, by its title (e.g. Decision); meant for --screenshot.</source>
        <translation>Zuerst anzuzeigender Ergebnisreiter, nach seinem Titel (z. B. Entscheidung); gedacht für --screenshot.</translation>
    </message>
    <message>
        <location filename="../../app/main_gui.cpp" line="70"/>
        <source>Interface language, e.g. de or en; without it, the system&apos;s.</source>
        <translation>Sprache der Oberfläche, z. B. de oder en; ohne Angabe die des Systems.</translation>
    </message>
</context>
<context>
    <name>navigation</name>
    <message>
        <location filename="../../ui/shell/navigation.cpp" line="43"/>
        <source>Switch Between &amp;Inputs and Results</source>
        <translation>Zwischen &amp;Eingaben und Ergebnissen wechseln</translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <source>the file is empty</source>
        <translation type="vanished">die Datei ist leer</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="vanished">kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="vanished">JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, so this is not an AccelDecide recovery file</source>
        <translation type="vanished">„%1“ erwartet, dies ist also keine Wiederherstellungsdatei von AccelDecide</translation>
    </message>
    <message>
        <source>expected a whole number from 1 up</source>
        <translation type="vanished">ganze Zahl ab 1 erwartet</translation>
    </message>
    <message>
        <source>version %1 was written by a newer AccelDecide; this one reads up to %2</source>
        <translation type="vanished">Version %1 wurde von einem neueren AccelDecide geschrieben; dieses liest bis Version %2</translation>
    </message>
    <message>
        <source>expected an ISO 8601 date and time, e.g. 2026-03-14T09:30:00Z</source>
        <translation type="vanished">Datum und Uhrzeit nach ISO 8601 erwartet, z. B. 2026-03-14T09:30:00Z</translation>
    </message>
    <message>
        <source>expected a file path or null</source>
        <translation type="vanished">Dateipfad oder null erwartet</translation>
    </message>
    <message>
        <source>missing: the autosaved scenario is not there</source>
        <translation type="vanished">fehlt: Das automatisch gesicherte Szenario ist nicht vorhanden</translation>
    </message>
    <message>
        <source>expected the scenario file&apos;s text as a string</source>
        <translation type="vanished">Text der Szenariodatei als Zeichenkette erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="176"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="190"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="195"/>
        <source>%1: writing failed: %2</source>
        <translation>%1: Schreiben fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="225"/>
        <source>Scenario “%1”, no workshop</source>
        <translation>Szenario „%1“, kein Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="231"/>
        <source>%1 participant</source>
        <translation>%1 Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="231"/>
        <source>%1 participants</source>
        <translation>%1 Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="232"/>
        <source>%1 ballot</source>
        <translation>%1 Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="232"/>
        <source>%1 ballots</source>
        <translation>%1 Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="233"/>
        <source>%1 round</source>
        <translation>%1 Runde</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="233"/>
        <source>%1 rounds</source>
        <translation>%1 Runden</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="235"/>
        <source>Scenario “%1” with a workshop: %2, %3 in %4</source>
        <translation>Szenario „%1“ mit einem Workshop: %2, %3 in %4</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="237"/>
        <source>Scenario “%1” with the workshop “%2”: %3, %4 in %5</source>
        <translation>Szenario „%1“ mit dem Workshop „%2“: %3, %4 in %5</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="vanished">Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="352"/>
        <source>process %1 (%2)</source>
        <translation>Prozess %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="354"/>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <location filename="../../ui/session/recoveryfile.cpp" line="320"/>
        <source>%1: cannot delete: %2</source>
        <translation>%1: Löschen nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>report</name>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="112"/>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="129"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="43"/>
        <source>Figure</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="112"/>
        <source>How it is computed</source>
        <translation>Wie sie berechnet wird</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="112"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="129"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="43"/>
        <source>Subject</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="129"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="43"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="129"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="462"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="43"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="129"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="463"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="43"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="130"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="463"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="180"/>
        <source>the %1 prices saved with the scenario, in place of today&apos;s catalog</source>
        <translation>die %1 mit dem Szenario gespeicherten Preise anstelle des heutigen Katalogs</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="183"/>
        <source>today&apos;s catalog, which agrees with the %1 prices saved with the scenario</source>
        <translation>der heutige Katalog, der mit den %1 mit dem Szenario gespeicherten Preisen übereinstimmt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="184"/>
        <source>today&apos;s catalog; %1 of the %2 prices saved with the scenario changed since it was saved</source>
        <translation>der heutige Katalog; %1 der %2 mit dem Szenario gespeicherten Preise haben sich seit dem Speichern geändert</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="193"/>
        <source>Appendix</source>
        <translation>Anhang</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="195"/>
        <source>A. How the figures are computed</source>
        <translation>A. Wie die Zahlen berechnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="198"/>
        <source>References</source>
        <translation>Literatur</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="202"/>
        <source>B. The formulas behind this report&apos;s figures</source>
        <translation>B. Die Formeln hinter den Zahlen dieses Berichts</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="204"/>
        <source>Each computed figure carries the formula it came from; these are the distinct ones used for the options compared.</source>
        <translation>Jede berechnete Zahl trägt die Formel, aus der sie stammt; dies sind die verschiedenen Formeln, die für die verglichenen Optionen verwendet wurden.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="208"/>
        <source>C. Catalog figures used</source>
        <translation>C. Verwendete Katalogzahlen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="210"/>
        <source>Every catalog figure behind the options compared, as its source states it. Kind: vendor (the maker&apos;s or seller&apos;s claim), independent (measured by a third party), derived (computed from other figures) or estimate. An asterisk marks a figure on which sources disagree; the value shown is the one the model uses.</source>
        <translation>Jede Katalogzahl hinter den verglichenen Optionen, so wie ihre Quelle sie angibt. Art: Hersteller (Angabe des Herstellers oder Verkäufers), unabhängig (von Dritten gemessen), abgeleitet (aus anderen Zahlen berechnet) oder Schätzung. Ein Sternchen markiert eine Zahl, bei der sich die Quellen widersprechen; angezeigt ist der Wert, den das Modell verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="219"/>
        <source>Your measurement: your own benchmark, imported with File → Import Measurements… or acceldecide-cli import-measurements. It is used instead of published throughput for its chip and model.</source>
        <translation>Ihre Messung: Ihr eigener Benchmark, importiert mit Datei → Eigene Messungen importieren… oder acceldecide-cli import-measurements. Er ersetzt für seinen Chip und sein Modell den veröffentlichten Durchsatz.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="224"/>
        <source>D. Sources</source>
        <translation>D. Quellen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="229"/>
        <source>D2. The ranges behind &quot;How firm the answer is&quot;</source>
        <translation>D2. Die Bandbreiten hinter „Wie belastbar die Antwort ist“</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="231"/>
        <source>E. About this report</source>
        <translation>E. Über diesen Bericht</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="233"/>
        <source>Produced by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="233"/>
        <source>AccelDecide %1</source>
        <translation>AccelDecide %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="234"/>
        <source>Generated</source>
        <translation>Erzeugt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="235"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="236"/>
        <source>Catalog fingerprint</source>
        <translation>Fingerabdruck des Katalogs</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="237"/>
        <source>Options assessed</source>
        <translation>Bewertete Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="237"/>
        <source>%1 offer and pricing-model combinations, %2 in the decision</source>
        <translation>%1 Kombinationen aus Angebot und Preismodell, %2 in der Entscheidung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="26"/>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="242"/>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="27"/>
        <source>Every price is turned into US dollars per chip-hour before anything is compared: an instance price is divided by the chips in the instance, a NeuronCore price is multiplied by the cores on a chip.</source>
        <translation>Jeder Preis wird in US-Dollar pro Chip-Stunde umgerechnet, bevor irgendetwas verglichen wird: Ein Instanzpreis wird durch die Chips der Instanz geteilt, ein NeuronCore-Preis mit den Kernen eines Chips multipliziert.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="31"/>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="32"/>
        <source>Price per chip-hour ÷ (tokens per second per chip × 3,600 ÷ 1,000,000). Serving cost per year is that figure times the millions of tokens served a day, times 365.</source>
        <translation>Preis pro Chip-Stunde ÷ (Token pro Sekunde pro Chip × 3.600 ÷ 1.000.000). Die Betriebskosten pro Jahr sind diese Zahl mal die Millionen Token, die pro Tag ausgeliefert werden, mal 365.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="36"/>
        <source>Serving throughput</source>
        <translation>Durchsatz im Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="37"/>
        <source>A plausible published measurement for the same chip and a model of similar size is used when the catalog has one. Otherwise a roofline estimate (Williams, Waterman and Patterson 2009): each decoding step reads the weights once and every sequence&apos;s key/value cache, so a chip yields batch ÷ (bytes read per step ÷ usable bandwidth) tokens a second, never more than its compute allows at about 2 FLOPs per active parameter per token (Kaplan et al. 2020).</source>
        <translation>Hat der Katalog eine plausible veröffentlichte Messung für denselben Chip und ein Modell ähnlicher Größe, wird sie verwendet. Sonst eine Roofline-Schätzung (Williams, Waterman und Patterson 2009): Jeder Dekodierschritt liest die Gewichte einmal und den Key/Value-Cache jeder Sequenz, also liefert ein Chip Batch ÷ (pro Schritt gelesene Bytes ÷ nutzbare Bandbreite) Token pro Sekunde, nie mehr, als seine Rechenleistung bei etwa 2 FLOPs pro aktivem Parameter und Token zulässt (Kaplan et al. 2020).</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="45"/>
        <source>Memory fit</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="46"/>
        <source>A serving replica needs weights plus key/value cache; training needs 16 bytes per parameter for mixed-precision Adam (Rajbhandari et al. 2020) plus about 34 × sequence length × hidden size bytes of activations per layer (Korthikanti et al. 2022). Only 90 % of a chip&apos;s memory is counted as usable.</source>
        <translation>Ein Replikat im Betrieb braucht die Gewichte plus den Key/Value-Cache; Training braucht 16 Bytes pro Parameter für Adam in gemischter Genauigkeit (Rajbhandari et al. 2020) plus etwa 34 × Sequenzlänge × verborgene Dimension Bytes an Aktivierungen pro Schicht (Korthikanti et al. 2022). Nur 90 % des Speichers eines Chips gelten als nutzbar.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="52"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="53"/>
        <source>A run costs about 6 × active parameters × tokens FLOPs (Kaplan et al. 2020). Chip-hours = FLOPs ÷ (peak FLOP/s at the chosen precision × MFU) ÷ 3,600 × (1 + overhead); wall-clock days = chip-hours ÷ chips ÷ 24; cost per run = chip-hours × price per chip-hour.</source>
        <translation>Ein Lauf kostet etwa 6 × aktive Parameter × Token FLOPs (Kaplan et al. 2020). Chip-Stunden = FLOPs ÷ (maximale FLOP/s in der gewählten Genauigkeit × MFU) ÷ 3.600 × (1 + Zusatzaufwand); Laufzeit in Tagen = Chip-Stunden ÷ Chips ÷ 24; Kosten pro Lauf = Chip-Stunden × Preis pro Chip-Stunde.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="58"/>
        <source>Porting and upkeep</source>
        <translation>Portierung und Pflege</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="59"/>
        <source>Porting weeks are the middle of the catalog&apos;s range for the team&apos;s Neuron experience and the model&apos;s support, plus each CUDA-only component; cost = weeks × engineers × hours per week × hourly rate. Upkeep per year = days of work per SDK release × 8 hours × hourly rate × releases a year.</source>
        <translation>Die Portierungswochen sind die Mitte der Bandbreite des Katalogs für die Neuron-Erfahrung des Teams und die Unterstützung des Modells, plus jede Nur-CUDA-Komponente; Kosten = Wochen × Ingenieure × Stunden pro Woche × Stundensatz. Pflege pro Jahr = Arbeitstage pro SDK-Version × 8 Stunden × Stundensatz × Versionen pro Jahr.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="65"/>
        <source>Total cost and break-even</source>
        <translation>Gesamtkosten und Amortisation</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="66"/>
        <source>Total cost over the horizon = (training + serving per year) × years + porting + upkeep × years − AWS credits (AWS offers only). Break-even is measured against the cheapest surviving option on the team&apos;s current stack (or the one the scenario names): the day the ported option&apos;s cumulative cost, port first, falls to the baseline&apos;s, the tokens served by that day, and the runs whose saving repays the port. When it costs no less per day, the port never pays back.</source>
        <translation>Gesamtkosten über den Zeitraum = (Training + Betrieb pro Jahr) × Jahre + Portierung + Pflege × Jahre − AWS-Guthaben (nur AWS-Angebote). Die Amortisation wird an der günstigsten verbleibenden Option auf dem aktuellen Stack des Teams gemessen (oder an der, die das Szenario nennt): der Tag, an dem die kumulierten Kosten der portierten Option, Portierung vorneweg, auf die der Vergleichsbasis fallen, die bis dahin ausgelieferten Token und die Läufe, deren Ersparnis die Portierung abbezahlt. Kostet sie pro Tag nicht weniger, amortisiert sich die Portierung nie.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="74"/>
        <source>Plausibility</source>
        <translation>Plausibilität</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="75"/>
        <source>A published training throughput implies an MFU of 6 × active parameters × tokens/s ÷ peak FLOP/s; above 100 % it is impossible, above 75 % suspicious. A serving throughput implies a share of memory bandwidth; above 100 % it is impossible, above 90 % suspicious. Such figures are reported and never used.</source>
        <translation>Ein veröffentlichter Trainingsdurchsatz entspricht einer MFU von 6 × aktive Parameter × Token/s ÷ maximale FLOP/s; über 100 % ist er unmöglich, über 75 % verdächtig. Ein Durchsatz im Betrieb entspricht einem Anteil der Speicherbandbreite; über 100 % ist er unmöglich, über 90 % verdächtig. Solche Zahlen werden genannt und nie verwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="81"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="82"/>
        <source>Scores run from 0 to 1 (shown out of 100), except cost: 1 − log₂(cost ÷ the cheapest option&apos;s), one point less for each doubling, with no floor, so no option added or removed can reorder the others. Porting scores 1 ÷ (1 + weeks ÷ 4). The total is the weighted mean. A weight flips the winner where two options&apos; weighted sums meet: x = (A_j − A_i) ÷ (s_i − s_j), with A the sums over the other criteria and s the scores on this one.</source>
        <translation>Bewertungen reichen von 0 bis 1 (angezeigt von 100), außer bei den Kosten: 1 − log₂(Kosten ÷ die der günstigsten Option), ein Punkt weniger je Verdopplung, ohne Untergrenze, sodass keine hinzugefügte oder entfernte Option die übrigen umordnen kann. Die Portierung wird mit 1 ÷ (1 + Wochen ÷ 4) bewertet. Die Summe ist der gewichtete Mittelwert. Ein Gewicht kippt den Sieger dort, wo sich die gewichteten Summen zweier Optionen treffen: x = (A_j − A_i) ÷ (s_i − s_j), mit A den Summen über die übrigen Kriterien und s den Bewertungen bei diesem.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="93"/>
        <source>Kaplan et al., Scaling Laws for Neural Language Models, 2020: about 6 FLOPs per parameter per training token and 2 per generated token.</source>
        <translation>Kaplan et al., Scaling Laws for Neural Language Models, 2020: etwa 6 FLOPs pro Parameter und Trainings-Token und 2 pro erzeugtem Token.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="96"/>
        <source>Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, 2020: 16 bytes per parameter for mixed-precision Adam.</source>
        <translation>Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, 2020: 16 Bytes pro Parameter für Adam in gemischter Genauigkeit.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="99"/>
        <source>Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models, 2022: activation memory per layer.</source>
        <translation>Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models, 2022: Aktivierungsspeicher pro Schicht.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="102"/>
        <source>Williams, Waterman and Patterson, Roofline: An Insightful Visual Performance Model, 2009.</source>
        <translation>Williams, Waterman und Patterson, Roofline: An Insightful Visual Performance Model, 2009.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="105"/>
        <source>The source articles and vendor documents listed under Sources, for prices, specifications and published measurements.</source>
        <translation>Die unter „Quellen“ aufgeführten Quellartikel und Herstellerdokumente, für Preise, Spezifikationen und veröffentlichte Messungen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="249"/>
        <source>The saved prices that changed since the scenario was saved:</source>
        <translation>Gespeicherte Preise, die sich seit dem Speichern des Szenarios geändert haben:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_appendix.cpp" line="255"/>
        <source>The same scenario file and catalog (same fingerprint) give the same report with this version of AccelDecide. Every figure it rests on is listed above with its source, date and kind.</source>
        <translation>Dieselbe Szenariodatei und derselbe Katalog (gleicher Fingerabdruck) ergeben mit dieser Version von AccelDecide denselben Bericht. Jede Zahl, auf der er beruht, ist oben mit Quelle, Datum und Art aufgeführt.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="40"/>
        <location filename="../../ui/report/reporthtml_results.cpp" line="100"/>
        <location filename="../../ui/report/reporthtml_results.cpp" line="209"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="60"/>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="174"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <source>Scored from</source>
        <translation>Bewertet aus</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="72"/>
        <source>What it measures</source>
        <translation>Was es misst</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="76"/>
        <source>the cost model</source>
        <translation>dem Kostenmodell</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="76"/>
        <source>expert profiles</source>
        <translation>Expertenprofilen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="87"/>
        <source>The decision matrix</source>
        <translation>Die Entscheidungsmatrix</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="89"/>
        <source>The catalog defines no decision criteria.</source>
        <translation>Der Katalog definiert keine Entscheidungskriterien.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="93"/>
        <source>Each option gets a score from 0 to 100 on every criterion. Weights from 1 (minor) to 5 (decisive) say how much a criterion counts, and an option&apos;s total is the weighted mean of its scores. Scores derived from the cost model are in italics; scores a user entered are underlined. The criterion in bold is the one whose weight changes the result soonest.</source>
        <translation>Jede Option erhält für jedes Kriterium eine Bewertung von 0 bis 100. Gewichte von 1 (gering) bis 5 (entscheidend) sagen, wie viel ein Kriterium zählt, und die Summe einer Option ist der gewichtete Mittelwert ihrer Bewertungen. Aus dem Kostenmodell abgeleitete Bewertungen sind kursiv, von Nutzern eingegebene unterstrichen. Das fett gedruckte Kriterium ist das, dessen Gewicht das Ergebnis am ehesten ändert.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="99"/>
        <source>Criteria and weights</source>
        <translation>Kriterien und Gewichte</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="101"/>
        <source>Scores (0 to 100)</source>
        <translation>Bewertungen (0 bis 100)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="105"/>
        <source>Knock-outs</source>
        <translation>Ausschlusskriterien</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="32"/>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="42"/>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="106"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="203"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="462"/>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="106"/>
        <source>Why it was excluded before scoring</source>
        <translation>Warum sie vor der Bewertung ausgeschlossen wurde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="115"/>
        <source>No option was excluded by the constraints.</source>
        <translation>Keine Option wurde durch die Randbedingungen ausgeschlossen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="119"/>
        <source>Sensitivity to the weights</source>
        <translation>Sensitivität gegenüber den Gewichten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="121"/>
        <source>For each criterion, the weight at which another option would take the lead, all other weights unchanged. Only weights from 1 to 5 can be set; a crossing outside that range is shown for information.</source>
        <translation>Für jedes Kriterium das Gewicht, bei dem eine andere Option die Führung übernähme, alle anderen Gewichte unverändert. Einstellbar sind nur Gewichte von 1 bis 5; ein Wechsel außerhalb dieses Bereichs wird zur Information gezeigt.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <source>Flips at</source>
        <translation>Kippt bei</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="124"/>
        <source>Within 1 to 5</source>
        <translation>Innerhalb 1 bis 5</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="125"/>
        <source>What happens</source>
        <translation>Was passiert</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="135"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="63"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="135"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="63"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="140"/>
        <source>Sensitivity to single scores</source>
        <translation>Sensitivität gegenüber einzelnen Bewertungen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="143"/>
        <source>Moving any one score by one step (on a 1-to-5 scale) leaves the winner unchanged.</source>
        <translation>Eine einzelne Bewertung um eine Stufe (auf einer Skala von 1 bis 5) zu verschieben, lässt den Sieger unverändert.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_decision.cpp" line="147"/>
        <source>Each of these one-step changes to a single score would change the winner:</source>
        <translation>Jede dieser Änderungen einer einzelnen Bewertung um eine Stufe würde den Sieger ändern:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="28"/>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="35"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="36"/>
        <source>fine-tuning</source>
        <translation>Feinabstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="37"/>
        <source>inference (serving)</source>
        <translation>Inferenz (Betrieb)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="38"/>
        <source>training and serving</source>
        <translation>Training und Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="46"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="79"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="442"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="47"/>
        <source>some</source>
        <translation>etwas</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="48"/>
        <source>experienced</source>
        <translation>erfahren</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="56"/>
        <source>supported by Neuron as is</source>
        <translation>von Neuron unverändert unterstützt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="57"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="150"/>
        <source>custom attention</source>
        <translation>eigene Attention</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="58"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="149"/>
        <source>novel architecture</source>
        <translation>neue Architektur</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="88"/>
        <source>%1 (%2 active per token)</source>
        <translation>%1 (%2 aktiv pro Token)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="92"/>
        <source>trained once a year on %1 tokens per run</source>
        <translation>einmal im Jahr mit %1 Token pro Lauf trainiert</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="94"/>
        <source>trained %1 times a year on %2 tokens per run</source>
        <translation>%1-mal im Jahr mit %2 Token pro Lauf trainiert</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="98"/>
        <source>serving %1 generated tokens a day</source>
        <translation>im Betrieb mit %1 erzeugten Token pro Tag</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="100"/>
        <source>a model of %1, %2</source>
        <translation>ein Modell mit %1, %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="100"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="135"/>
        <source>%1 points of 100 on the weights as set</source>
        <translation>%1 von 100 Punkten bei den eingestellten Gewichten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="137"/>
        <source>close call: %1 points of 100 on the weights as set</source>
        <translation>knapp: %1 von 100 Punkten bei den eingestellten Gewichten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="153"/>
        <source>Matrix lead</source>
        <translation>Vorsprung in der Matrix</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="166"/>
        <source>Decision memo · AccelDecide</source>
        <translation>Entscheidungsvorlage · AccelDecide</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="186"/>
        <source>The trade over %1 months</source>
        <translation>Die Abwägung über %1 Monate</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="187"/>
        <source>Best Trainium option</source>
        <translation>Beste Trainium-Option</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="187"/>
        <source>Best GPU option</source>
        <translation>Beste GPU-Option</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="172"/>
        <source>Break-even of the port</source>
        <translation>Amortisation der Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="132"/>
        <source>no option survives the constraints</source>
        <translation>keine Option erfüllt die Randbedingungen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="133"/>
        <source>the only option left after the knock-outs</source>
        <translation>die einzige Option, die nach den Ausschlusskriterien bleibt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="139"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="385"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="452"/>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="140"/>
        <source>Options compared</source>
        <translation>Verglichene Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="141"/>
        <source>%1 Trainium or Inferentia, %2 GPU%3, from %4</source>
        <translation>%1 Trainium oder Inferentia, %2 GPU%3, von %4</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="144"/>
        <source>, %1 other</source>
        <translation>, %1 weitere</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="146"/>
        <source>Prices and horizon</source>
        <translation>Preise und Zeitraum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="146"/>
        <source>%1 prices over %2 months</source>
        <translation>Preismodell %1, über %2 Monate</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="149"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="452"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="149"/>
        <source>%1 at %2 an hour, Neuron experience: %3</source>
        <translation>%1 zu %2 pro Stunde, Neuron-Erfahrung: %3</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="175"/>
        <location filename="../../ui/report/reporthtml_front.cpp" line="299"/>
        <source>The plan does not work as entered:</source>
        <translation>Der Plan geht so, wie eingegeben, nicht auf:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="181"/>
        <source>Recommendation: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="269"/>
        <source>Workshop: the room&apos;s weights, where it disagrees, and the dissent</source>
        <translation>Workshop: die Gewichte des Raums, wo er uneins ist, und die abweichenden Stimmen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="270"/>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="196"/>
        <source>Risks and caveats</source>
        <translation>Risiken und Vorbehalte</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="271"/>
        <source>Appendix: formulas, every catalog figure used, sources and version</source>
        <translation>Anhang: Formeln, jede verwendete Katalogzahl, Quellen und Version</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="194"/>
        <source>Chips, net of credits</source>
        <translation>Chips, abzüglich Guthaben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="195"/>
        <source>Port (one-off)</source>
        <translation>Portierung (einmalig)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="196"/>
        <source>SDK upkeep</source>
        <translation>SDK-Pflege</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="197"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="228"/>
        <source>What this rests on: estimates and vendor claims</source>
        <translation>Worauf das beruht: Schätzungen und Herstellerangaben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="229"/>
        <source>How firm</source>
        <translation>Wie belastbar</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="230"/>
        <source>What would flip it</source>
        <translation>Was die Antwort kippen würde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="231"/>
        <source>The main risks</source>
        <translation>Die wichtigsten Risiken</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="232"/>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="235"/>
        <source>Prepared with AccelDecide %1 on %2.</source>
        <translation>Erstellt mit AccelDecide %1 am %2.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="237"/>
        <source>Prepared by %1 with AccelDecide %2 on %3.</source>
        <translation>Erstellt von %1 mit AccelDecide %2 am %3.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="240"/>
        <source>The pages that follow are the appendix: the executive summary, the inputs, the costs and charts, the decision matrix, the risks, and every catalog figure used with its source, date and kind.</source>
        <translation>Die folgenden Seiten bilden den Anhang: die Zusammenfassung, die Eingaben, die Kosten und Diagramme, die Entscheidungsmatrix, die Risiken und jede verwendete Katalogzahl mit Quelle, Datum und Art.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="252"/>
        <source>Executive summary</source>
        <translation>Zusammenfassung für die Entscheidung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="254"/>
        <source>In this appendix</source>
        <translation>In diesem Anhang</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="257"/>
        <source>Executive summary: what was compared, what wins, why, and how sure that is</source>
        <translation>Zusammenfassung: was verglichen wurde, was gewinnt, warum und wie sicher das ist</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="259"/>
        <source>Inputs: the workload, the team, the cloud strategy and the prices</source>
        <translation>Eingaben: die Arbeitslast, das Team, die Cloud-Strategie und die Preise</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="261"/>
        <source>Costs and break-even: four charts, each with its figures</source>
        <translation>Kosten und Amortisation: vier Diagramme, jedes mit seinen Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="262"/>
        <source>The decision matrix: weights, scores, knock-outs and sensitivity</source>
        <translation>Die Entscheidungsmatrix: Gewichte, Bewertungen, Ausschlusskriterien und Sensitivität</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="266"/>
        <source>Serving at the latency target: the curve of each side of the trade, with its figures</source>
        <translation>Bereitstellung beim Latenzziel: die Kurve jeder Seite der Abwägung, mit ihren Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="278"/>
        <source>What was compared</source>
        <translation>Was verglichen wurde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="279"/>
        <source>%1 from %2: %3 on AWS Trainium or Inferentia (Neuron SDK) and %4 on NVIDIA GPUs (CUDA)</source>
        <translation>%2, zusammen %1: %3 auf AWS Trainium oder Inferentia (Neuron SDK) und %4 auf NVIDIA-GPUs (CUDA)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="285"/>
        <source>, plus %1 on other accelerators</source>
        <translation>, dazu %1 auf anderen Beschleunigern</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="287"/>
        <source>%1, at %2 prices over a %3-month horizon, for %4. The team has %5 and runs %6 today.</source>
        <translation>%1; Preismodell %2, Zeitraum %3 Monate; %4. Das Team hat %5 und arbeitet heute %6.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="293"/>
        <source>on CUDA</source>
        <translation>mit CUDA</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="294"/>
        <source>on %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="297"/>
        <source>What wins, and why</source>
        <translation>Was gewinnt und warum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="309"/>
        <source>How confident</source>
        <translation>Wie sicher</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="312"/>
        <source>No option survives the knock-out constraints, so there is no winner.</source>
        <translation>Keine Option übersteht die Ausschlusskriterien, daher gibt es keinen Sieger.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="314"/>
        <source>Only one option survives the knock-out constraints, so it wins without competition.</source>
        <translation>Nur eine Option übersteht die Ausschlusskriterien und gewinnt daher ohne Konkurrenz.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="320"/>
        <source>The winner leads the runner-up by %1 points on a 100-point scale: a clear lead (the report calls a lead clear from %2 points).</source>
        <translation>Der Sieger liegt %1 Punkte auf einer 100-Punkte-Skala vor dem Zweiten: ein klarer Vorsprung (der Bericht nennt einen Vorsprung ab %2 Punkten klar).</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="323"/>
        <source>The winner leads the runner-up by only %1 points on a 100-point scale: a close call (a lead is clear from %2 points).</source>
        <translation>Der Sieger liegt nur %1 Punkte auf einer 100-Punkte-Skala vor dem Zweiten: eine knappe Entscheidung (klar ist ein Vorsprung ab %2 Punkten).</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="331"/>
        <source>The most fragile weight: %1.</source>
        <translation>Das wackligste Gewicht: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="333"/>
        <source>No single weight between 0 and 5 changes the winner.</source>
        <translation>Kein einzelnes Gewicht zwischen 0 und 5 ändert den Sieger.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="338"/>
        <source>Keep in mind:</source>
        <translation>Bedenken Sie:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="344"/>
        <source>What would change the answer</source>
        <translation>Was die Antwort ändern würde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="351"/>
        <source>%1 more single-score changes, listed with the decision matrix.</source>
        <translation>%1 weitere Änderungen einzelner Bewertungen, aufgeführt bei der Entscheidungsmatrix.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="355"/>
        <source>Within the weights a user can set (1 to 5), no single weight change and no one-step change of a single score puts another option on top. Only different inputs would: prices, volumes, the team&apos;s porting effort or the constraints.</source>
        <translation>Innerhalb der einstellbaren Gewichte (1 bis 5) bringt weder eine einzelne Gewichtsänderung noch eine Änderung einer einzelnen Bewertung um eine Stufe eine andere Option an die Spitze. Das könnten nur andere Eingaben: Preise, Volumen, der Portierungsaufwand des Teams oder die Randbedingungen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="367"/>
        <source>The port to %1 %2; a smaller volume, fewer runs or a longer port would push that point out.</source>
        <translation>Die Portierung auf %1: %2; ein kleineres Volumen, weniger Läufe oder eine längere Portierung würden diesen Punkt hinausschieben.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="379"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="381"/>
        <source>The scenario as entered. Everything else in this report is computed from these inputs and the catalog.</source>
        <translation>Das Szenario wie eingegeben. Alles Weitere in diesem Bericht ist aus diesen Eingaben und dem Katalog berechnet.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="386"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="387"/>
        <source>custom</source>
        <translation>eigenes</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="390"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="391"/>
        <source>Active parameters per token</source>
        <translation>Aktive Parameter pro Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="392"/>
        <source>Layers, hidden size</source>
        <translation>Schichten, verborgene Dimension</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="392"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="393"/>
        <source>KV heads × head dimension</source>
        <translation>KV-Köpfe × Kopfdimension</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="393"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="394"/>
        <source>Novel architecture</source>
        <translation>Neue Architektur</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="398"/>
        <source>Training precision</source>
        <translation>Trainingsgenauigkeit</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="399"/>
        <source>Tokens per run</source>
        <translation>Token pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="400"/>
        <source>Runs per year</source>
        <translation>Läufe pro Jahr</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="401"/>
        <source>Chips per run</source>
        <translation>Chips pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="402"/>
        <source>MFU assumed</source>
        <translation>Angenommene MFU</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="403"/>
        <source>Overhead (checkpoints, restarts)</source>
        <translation>Zusatzaufwand (Checkpoints, Neustarts)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="404"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="409"/>
        <source>Generated tokens per day</source>
        <translation>Erzeugte Token pro Tag</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="410"/>
        <source>Serving precision</source>
        <translation>Genauigkeit im Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="411"/>
        <source>Batch, context</source>
        <translation>Batch, Kontext</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="411"/>
        <source>%1, %2 tokens</source>
        <translation>%1, %2 Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="413"/>
        <source>Latency-sensitive</source>
        <translation>Latenzkritisch</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="414"/>
        <source>Bandwidth efficiency (decode)</source>
        <translation>Bandbreiteneffizienz (Dekodieren)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="415"/>
        <source>Compute efficiency (prefill)</source>
        <translation>Recheneffizienz (Prefill)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="420"/>
        <source>Engineers</source>
        <translation>Ingenieure</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="421"/>
        <source>Hourly rate</source>
        <translation>Stundensatz</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="422"/>
        <source>Hours per week</source>
        <translation>Stunden pro Woche</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="423"/>
        <source>Neuron experience</source>
        <translation>Neuron-Erfahrung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="424"/>
        <source>Model support on Neuron</source>
        <translation>Modellunterstützung in Neuron</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="425"/>
        <location filename="../../ui/report/reporthtml.cpp" line="48"/>
        <source>CUDA-only components</source>
        <translation>Nur-CUDA-Komponenten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="426"/>
        <source>Current stack</source>
        <translation>Aktueller Stack</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="427"/>
        <source>Porting estimate</source>
        <translation>Portierungsschätzung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="428"/>
        <source>%1 weeks (your figure)</source>
        <translation>%1 Wochen (Ihre Zahl)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="430"/>
        <source>from the catalog</source>
        <translation>aus dem Katalog</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="433"/>
        <source>Pricing model</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="434"/>
        <source>Horizon</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="434"/>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="435"/>
        <source>AWS-native</source>
        <translation>AWS-nativ</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="436"/>
        <source>Multi-cloud required</source>
        <translation>Multi-Cloud erforderlich</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="437"/>
        <source>Spot capacity only</source>
        <translation>Nur Spot-Kapazität</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="438"/>
        <source>AWS credits</source>
        <translation>AWS-Guthaben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="439"/>
        <source>Providers considered</source>
        <translation>Berücksichtigte Anbieter</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="439"/>
        <source>all in the catalog</source>
        <translation>alle im Katalog</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="440"/>
        <source>Porting deadline</source>
        <translation>Frist für die Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="441"/>
        <source>%1 weeks</source>
        <translation>%1 Wochen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="443"/>
        <source>GPU baseline for break-even</source>
        <translation>GPU-Vergleichsbasis für die Amortisation</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="444"/>
        <source>cheapest option on the current stack</source>
        <translation>günstigste Option auf dem aktuellen Stack</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="453"/>
        <source>Cloud strategy</source>
        <translation>Cloud-Strategie</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="457"/>
        <source>Pricing model: %1 prices</source>
        <translation>Preismodell: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="460"/>
        <source>Each offer&apos;s price as its source quotes it, and converted to US dollars per chip-hour, the only basis on which chips are compared.</source>
        <translation>Der Preis jedes Angebots, wie seine Quelle ihn angibt, und umgerechnet in US-Dollar pro Chip-Stunde, die einzige Grundlage, auf der Chips verglichen werden.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="462"/>
        <source>As quoted</source>
        <translation>Wie angegeben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="462"/>
        <source>USD per chip-hour</source>
        <translation>USD pro Chip-Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_front.cpp" line="490"/>
        <source>No %1 price in the catalog for: %2.</source>
        <translation>Kein Preis für %1 im Katalog für: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="36"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="14"/>
        <location filename="../../ui/report/reporthtml_results.cpp" line="17"/>
        <source>Figure %1. %2</source>
        <translation>Abbildung %1. %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="26"/>
        <source>The scenario serves prompts of %1 tokens and answers of %2 at no more than %3 ms per output token, with the first token within %4 ms.</source>
        <translation>Das Szenario bedient Prompts von %1 Token und Antworten von %2 mit höchstens %3 ms pro Ausgabe-Token und dem ersten Token innerhalb von %4 ms.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="30"/>
        <source>The scenario serves prompts of %1 tokens and answers of %2 at no more than %3 ms per output token; the first token has no target.</source>
        <translation>Das Szenario bedient Prompts von %1 Token und Antworten von %2 mit höchstens %3 ms pro Ausgabe-Token; für das erste Token gibt es kein Ziel.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="33"/>
        <source>The scenario serves prompts of %1 tokens and answers of %2 with the first token within %3 ms; the time per output token has no target.</source>
        <translation>Das Szenario bedient Prompts von %1 Token und Antworten von %2 mit dem ersten Token innerhalb von %3 ms; für die Zeit pro Ausgabe-Token gibt es kein Ziel.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="42"/>
        <source>Chips per replica</source>
        <translation>Chips pro Replikat</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="42"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="42"/>
        <source>ms per token</source>
        <translation>ms pro Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="43"/>
        <source>First token (ms)</source>
        <translation>Erstes Token (ms)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="43"/>
        <source>Tokens/s per chip</source>
        <translation>Token/s pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="44"/>
        <source>USD per million output tokens</source>
        <translation>USD je Million Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="63"/>
        <source>A dash for the batch: not even one request at a time meets the target on a replica of up to a node; the times shown are those of one request on the largest replica tried. The decision section lists these options among the knock-outs.</source>
        <translation>Ein Strich beim Batch: Nicht einmal eine Anfrage zur Zeit erreicht das Ziel auf einem Replikat bis zu einem Knoten; die gezeigten Zeiten sind die einer Anfrage auf dem größten versuchten Replikat. Der Abschnitt zur Entscheidung führt diese Optionen unter den Ausschlüssen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="82"/>
        <source>At this target %1 serves a million output tokens for %2 less than %3.</source>
        <translation>Bei diesem Ziel liefert %1 eine Million Ausgabe-Token für %2 weniger als %3.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="95"/>
        <source>Serving at the latency target</source>
        <translation>Bereitstellung beim Latenzziel</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="97"/>
        <source>For each option the model finds the replica size and the largest batch that meet it: that operating point sets the tokens a chip serves an hour, and so the cost per token.</source>
        <translation>Für jede Option sucht das Modell die Replikatgröße und den größten Batch, die es einhalten: Dieser Betriebspunkt bestimmt die Token, die ein Chip pro Stunde liefert, und damit die Kosten pro Token.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="104"/>
        <source>No side of the trade has a serving curve at this target.</source>
        <translation>Keine Seite der Abwägung hat bei diesem Ziel eine Bereitstellungskurve.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="109"/>
        <source>Along the horizontal axis, the speed one user reads at: 1000 ÷ the milliseconds per output token. A larger batch moves a line to the left: more tokens per chip, fewer per user.</source>
        <translation>Auf der waagerechten Achse steht die Geschwindigkeit, mit der ein Nutzer liest: 1000 ÷ die Millisekunden pro Ausgabe-Token. Ein größerer Batch führt eine Linie nach links: mehr Token pro Chip, weniger pro Nutzer.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="113"/>
        <source>Throughput per chip against speed per user</source>
        <translation>Durchsatz pro Chip über der Geschwindigkeit je Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="114"/>
        <source>Each side of the trade (%1) at batch 1, 2, 4 … up to what its memory holds, on the replica size its operating point chose. The dashed line is the target; the ring on each line is its operating point.</source>
        <translation>Jede Seite der Abwägung (%1) bei Batch 1, 2, 4 … bis zu dem, was ihr Speicher fasst, auf der Replikatgröße, die ihr Betriebspunkt gewählt hat. Die gestrichelte Linie ist das Ziel; der Ring auf jeder Linie ist ihr Betriebspunkt.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="125"/>
        <source>Cost per million output tokens against speed per user</source>
        <translation>Kosten je Million Ausgabe-Token über der Geschwindigkeit je Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_serving.cpp" line="126"/>
        <source>The same points priced: the price of a chip-hour over the output tokens a chip serves in that hour, the prompts&apos; compute included. The cost axis is logarithmic.</source>
        <translation>Dieselben Punkte mit Preis: der Preis einer Chipstunde geteilt durch die Ausgabe-Token, die ein Chip in dieser Stunde liefert, die Rechenarbeit der Prompts eingeschlossen. Die Kostenachse ist logarithmisch.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>One-off porting cost</source>
        <translation>Einmalige Portierungskosten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="25"/>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="26"/>
        <source>Training runs</source>
        <translation>Trainingsläufe</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="26"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="52"/>
        <source>Criterion (weight)</source>
        <translation>Kriterium (Gewicht)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="39"/>
        <source>option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="39"/>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="40"/>
        <source>provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="40"/>
        <source>providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="41"/>
        <source>engineer</source>
        <translation>Ingenieur</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="41"/>
        <source>engineers</source>
        <translation>Ingenieure</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="42"/>
        <source>participant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="42"/>
        <source>participants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="43"/>
        <source>ballot</source>
        <translation>Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="43"/>
        <source>ballots</source>
        <translation>Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="44"/>
        <source>person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="44"/>
        <source>people</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="45"/>
        <source>revealed round</source>
        <translation>aufgedeckte Runde</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="46"/>
        <source>revealed rounds</source>
        <translation>aufgedeckte Runden</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="47"/>
        <source>CUDA-only component</source>
        <translation>Nur-CUDA-Komponente</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="65"/>
        <source>Columns by rank: %1.</source>
        <translation>Spalten nach Rang: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml.cpp" line="78"/>
        <source>%1 of the %2 ranked options are shown: the leading ranks and the two sides of the trade. The others are in the application&apos;s Decision tab and in acceldecide-cli evaluate --format csv.</source>
        <translation>%1 der %2 gereihten Optionen sind gezeigt: die vorderen Ränge und die beiden Seiten der Abwägung. Die übrigen stehen im Reiter „Entscheidung“ der Anwendung und in acceldecide-cli evaluate --format csv.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="76"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="115"/>
        <source>Columns: %1.</source>
        <translation>Spalten: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="128"/>
        <source>Costs and break-even</source>
        <translation>Kosten und Amortisation</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="130"/>
        <source>The options at a glance</source>
        <translation>Die Optionen im Überblick</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="132"/>
        <source>Every option in the decision at %1 prices, best ranked first. Total cost covers %2 months of compute, the port and its upkeep where one is needed, less any credits.</source>
        <translation>Jede Option der Entscheidung im Preismodell %1, die am besten gereihte zuerst. Die Gesamtkosten umfassen %2 Monate Rechenzeit, die Portierung und ihre Pflege, wo eine nötig ist, abzüglich etwaiger Guthaben.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="142"/>
        <source>Cost per million generated tokens</source>
        <translation>Kosten pro Million erzeugter Token</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="144"/>
        <source>What serving costs on each option: the price of a chip-hour divided by the tokens a chip generates in that hour. Bars show whether the throughput is a published measurement or a roofline estimate.</source>
        <translation>Was der Betrieb auf jeder Option kostet: der Preis einer Chip-Stunde geteilt durch die Token, die ein Chip in dieser Stunde erzeugt. Die Balken zeigen, ob der Durchsatz eine veröffentlichte Messung oder eine Roofline-Schätzung ist.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="154"/>
        <source>Options without a cost per token (not sold at this pricing model, or with no price or throughput) are listed without a figure.</source>
        <translation>Optionen ohne Kosten pro Token (in diesem Preismodell nicht verkauft oder ohne Preis bzw. Durchsatz) sind ohne Zahl aufgeführt.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="158"/>
        <source>Training cost per run across model sizes</source>
        <translation>Trainingskosten pro Lauf über Modellgrößen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="161"/>
        <source>This workload only serves; the curves show what a training run would cost on each option, for reference.</source>
        <translation>Diese Arbeitslast ist reiner Betrieb; die Kurven zeigen zur Orientierung, was ein Trainingslauf auf jeder Option kosten würde.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="163"/>
        <source>What one training run of %1 tokens costs as the model grows, at the scenario&apos;s precision, MFU and overhead. Both axes are logarithmic; the dashed line marks this scenario&apos;s model.</source>
        <translation>Was ein Trainingslauf mit %1 Token kostet, wenn das Modell wächst, bei Genauigkeit, MFU und Zusatzaufwand des Szenarios. Beide Achsen sind logarithmisch; die gestrichelte Linie markiert das Modell dieses Szenarios.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="175"/>
        <source>Cumulative cost of the baseline, %1, against the best ranked option that needs a port, %2, which starts with the porting cost. Where the lines cross, the port has paid for itself. %3</source>
        <translation>Kumulierte Kosten der Vergleichsbasis, %1, gegenüber der am besten gereihten Option, die eine Portierung braucht, %2, die mit den Portierungskosten beginnt. Wo sich die Linien kreuzen, hat sich die Portierung bezahlt gemacht. %3</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="189"/>
        <source>Break-even of each port</source>
        <translation>Amortisation jeder Portierung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="191"/>
        <source>Every option that needs a port, against %1: how much work it takes before the cheaper running cost has repaid the port.</source>
        <translation>Jede Option, die eine Portierung braucht, gegenüber %1: wie viel Arbeit sie braucht, bis die günstigeren laufenden Kosten die Portierung abbezahlt haben.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="198"/>
        <source>Decision scores</source>
        <translation>Entscheidungsbewertungen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="200"/>
        <source>Each bar is an option&apos;s weighted total out of 100, split into what each criterion contributes (weight × score ÷ sum of weights). Options removed by a knock-out are not scored.</source>
        <translation>Jeder Balken ist die gewichtete Summe einer Option von 100, aufgeteilt nach dem Beitrag jedes Kriteriums (Gewicht × Bewertung ÷ Summe der Gewichte). Durch ein Ausschlusskriterium entfernte Optionen werden nicht bewertet.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_results.cpp" line="211"/>
        <source>Bars by rank: %1.</source>
        <translation>Balken nach Rang: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="27"/>
        <source>One of them is your own measurement.</source>
        <translation>Eine davon ist Ihre eigene Messung.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="28"/>
        <source>%1 of them are your own measurements.</source>
        <translation>%1 davon sind Ihre eigenen Messungen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="29"/>
        <source>Of the %1 catalog figures behind the options compared (listed in the appendix), %2 are vendor claims, %3 independent measurements, %4 derived from other figures and %5 estimates.</source>
        <translation>Von den %1 Katalogzahlen hinter den verglichenen Optionen (im Anhang aufgeführt) sind %2 Herstellerangaben, %3 unabhängige Messungen, %4 aus anderen Zahlen abgeleitet und %5 Schätzungen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="57"/>
        <source>No vendor claim feeds the two leading options.</source>
        <translation>Keine Herstellerangabe fließt in die beiden führenden Optionen ein.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="59"/>
        <source>A vendor&apos;s figure states what the hardware can do at best; real workloads usually get less. These vendor figures feed the two leading options:</source>
        <translation>Die Zahl eines Herstellers gibt an, was die Hardware bestenfalls leisten kann; reale Arbeitslasten erreichen meist weniger. Diese Herstellerzahlen fließen in die beiden führenden Optionen ein:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="71"/>
        <source>Throughput taken from a vendor&apos;s own benchmark:</source>
        <translation>Durchsatz aus einem Benchmark des Herstellers selbst:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="81"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="82"/>
        <source>Neuron SDK</source>
        <translation>Neuron SDK</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="83"/>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="84"/>
        <source>SynapseAI</source>
        <translation>SynapseAI</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="91"/>
        <source>About</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="91"/>
        <source>What the sources say</source>
        <translation>Was die Quellen sagen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="98"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="98"/>
        <source>Published figure</source>
        <translation>Veröffentlichte Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="98"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="107"/>
        <source>Every published measurement in the catalog passes the plausibility check.</source>
        <translation>Jede veröffentlichte Messung im Katalog besteht die Plausibilitätsprüfung.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="109"/>
        <source>Each published throughput or cost claim is recomputed from the chip&apos;s peak compute and bandwidth. %1 claims need more than the chip can deliver and %2 are well above what real runs reach. None of them is used to compute the costs in this report; they are listed because the sources quote them.</source>
        <translation>Jede veröffentlichte Angabe zu Durchsatz oder Kosten wird aus der maximalen Rechenleistung und Bandbreite des Chips nachgerechnet. %1 Angaben verlangen mehr, als der Chip liefern kann, und %2 liegen deutlich über dem, was reale Läufe erreichen. Keine davon fließt in die Kosten dieses Berichts ein; sie sind aufgeführt, weil die Quellen sie nennen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="124"/>
        <source>None of the leading options needs a port: the team keeps its current software stack.</source>
        <translation>Keine der führenden Optionen braucht eine Portierung: Das Team behält seinen aktuellen Software-Stack.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="127"/>
        <source>Moving to %1 means porting the model and its serving stack to the Neuron SDK. The estimate is %2 weeks for %3 at %4 an hour, %5, then %6 a year to keep up with SDK releases.</source>
        <translation>Der Wechsel auf %1 bedeutet, das Modell und seinen Serving-Stack auf das Neuron SDK zu portieren. Die Schätzung lautet %2 Wochen für %3 zu %4 pro Stunde, %5, danach %6 pro Jahr, um mit den SDK-Versionen Schritt zu halten.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="133"/>
        <source>cost unknown</source>
        <translation>Kosten unbekannt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="136"/>
        <source>an unknown amount</source>
        <translation>ein unbekannter Betrag</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="139"/>
        <source>The porting time is the team&apos;s own estimate, not the catalog&apos;s.</source>
        <translation>Die Portierungsdauer ist die eigene Schätzung des Teams, nicht die des Katalogs.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="141"/>
        <source>Porting times are estimates from the source articles (kind &quot;estimate&quot;), the midpoint of a range; a first port often takes longer.</source>
        <translation>Portierungsdauern sind Schätzungen aus den Quellartikeln (Art „Schätzung“), die Mitte einer Bandbreite; eine erste Portierung dauert oft länger.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="144"/>
        <source>The team has no Neuron experience yet, which the estimate already reflects but which also makes it less certain.</source>
        <translation>Das Team hat noch keine Neuron-Erfahrung; die Schätzung berücksichtigt das bereits, es macht sie aber auch unsicherer.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="147"/>
        <source>The model is not supported by Neuron as is (%1): custom operators will need writing.</source>
        <translation>Das Modell wird von Neuron nicht unverändert unterstützt (%1): Eigene Operatoren müssen geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="152"/>
        <source>The stack has %1 that must be replaced or rewritten for Neuron.</source>
        <translation>Der Stack enthält %1, die für Neuron ersetzt oder neu geschrieben werden müssen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="156"/>
        <source>A deadline of %1 weeks applies; options whose port takes longer are knocked out.</source>
        <translation>Es gilt eine Frist von %1 Wochen; Optionen, deren Portierung länger dauert, werden ausgeschlossen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="170"/>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="170"/>
        <source>Software stack</source>
        <translation>Software-Stack</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="170"/>
        <source>Where it can be rented</source>
        <translation>Wo er gemietet werden kann</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="179"/>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="181"/>
        <source>A chip rented from one cloud only ties the workload to that provider&apos;s prices and capacity; code written for the Neuron SDK runs on AWS silicon only, and leaving later means porting back. CUDA code moves between GPU clouds without a port.</source>
        <translation>Ein Chip, den nur eine Cloud vermietet, bindet die Arbeitslast an die Preise und Kapazität dieses Anbieters; für das Neuron SDK geschriebener Code läuft nur auf AWS-Chips, und ein späterer Ausstieg heißt zurückportieren. CUDA-Code wechselt ohne Portierung zwischen GPU-Clouds.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="186"/>
        <source>This scenario requires more than one cloud, so AWS-only chips are knocked out of the decision.</source>
        <translation>Dieses Szenario verlangt mehr als eine Cloud, daher werden Chips, die es nur bei AWS gibt, aus der Entscheidung ausgeschlossen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="199"/>
        <source>Vendor claims</source>
        <translation>Herstellerangaben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="207"/>
        <source>Sources that disagree</source>
        <translation>Quellen, die sich widersprechen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="209"/>
        <source>No two sources disagree on a figure the catalog holds.</source>
        <translation>Bei keiner Zahl im Katalog widersprechen sich zwei Quellen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="211"/>
        <source>Where sources disagree, the catalog keeps every statement and the model uses the one marked as default. The answer could move if another one is right.</source>
        <translation>Wo sich Quellen widersprechen, behält der Katalog jede Angabe, und das Modell verwendet die als Standard markierte. Die Antwort könnte sich ändern, wenn eine andere stimmt.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="217"/>
        <source>Prices quoted on different bases</source>
        <translation>Preise auf unterschiedlicher Grundlage</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="218"/>
        <source>Prices quoted per instance, per chip or per NeuronCore are comparable only after conversion to a chip-hour. These prices differ enough to suggest a unit was mixed up at the source:</source>
        <translation>Preise pro Instanz, pro Chip oder pro NeuronCore sind erst nach Umrechnung auf eine Chip-Stunde vergleichbar. Diese Preise weichen so stark ab, dass an der Quelle wohl eine Einheit verwechselt wurde:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="224"/>
        <source>Implausible published figures</source>
        <translation>Unplausible veröffentlichte Zahlen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="227"/>
        <source>Porting risk</source>
        <translation>Portierungsrisiko</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_risks.cpp" line="230"/>
        <source>Lock-in</source>
        <translation>Anbieterbindung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="108"/>
        <source>none listed</source>
        <translation>keine aufgeführt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="109"/>
        <source>%1, shown as Participant 1 to Participant %2: names are hidden in this workshop</source>
        <translation>%1, angezeigt als Teilnehmer 1 bis Teilnehmer %2: Namen sind in diesem Workshop verborgen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="116"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="118"/>
        <source>%1 held, %2 revealed</source>
        <translation>%1 abgehalten, %2 aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="122"/>
        <source>; round %1 not revealed, %2 in</source>
        <translation>; Runde %1 nicht aufgedeckt, %2 abgegeben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="126"/>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="126"/>
        <source>untitled</source>
        <translation>ohne Titel</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="127"/>
        <source>Facilitator</source>
        <translation>Moderation</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="127"/>
        <source>not named</source>
        <translation>nicht genannt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="128"/>
        <source>Participants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="129"/>
        <source>Aggregation</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="130"/>
        <source>%1 of the participants&apos; weights, rounded half up to a whole weight for the matrix</source>
        <translation>%1 der Gewichte der Teilnehmer, für die Matrix kaufmännisch auf ein ganzes Gewicht gerundet</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="132"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="133"/>
        <source>Shown here</source>
        <translation>Hier gezeigt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="133"/>
        <source>round %1, the last one revealed, with %2</source>
        <translation>Runde %1, die zuletzt aufgedeckte (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="136"/>
        <source>From devices</source>
        <translation>Von Geräten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="138"/>
        <source>no ballot of round %1 came from a participant&apos;s own device</source>
        <translation>kein Stimmzettel der Runde %1 kam vom eigenen Gerät eines Teilnehmers</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="140"/>
        <source>%1 of the %2 of round %3 came from participants&apos; own devices, where a shared link lets one person join more than once</source>
        <translation>%1 der %2 aus Runde %3 kamen von den eigenen Geräten der Teilnehmer, wo ein geteilter Link es einer Person erlaubt, mehrfach beizutreten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="151"/>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="153"/>
        <source>The facilitator&apos;s notes:</source>
        <translation>Die Notizen der Moderation:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="161"/>
        <source>The room&apos;s weights in round %1</source>
        <translation>Die Gewichte des Raums in Runde %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="163"/>
        <source>The decision matrix in this report uses these weights: every rounded weight below is the one the matrix applies.</source>
        <translation>Die Entscheidungsmatrix in diesem Bericht verwendet diese Gewichte: Jedes gerundete Gewicht unten ist das, welches die Matrix anwendet.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="167"/>
        <source>The decision matrix in this report does not use the workshop&apos;s weights.</source>
        <translation>Die Entscheidungsmatrix in diesem Bericht verwendet nicht die Gewichte des Workshops.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="169"/>
        <source>%1 of %2 criteria carry another weight there (in bold below), so the report&apos;s result is the scenario&apos;s, not the room&apos;s.</source>
        <translation>%1 von %2 Kriterien tragen dort ein anderes Gewicht (unten fett), daher ist das Ergebnis des Berichts das des Szenarios, nicht das des Raums.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="174"/>
        <source>Ballots</source>
        <translation>Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="174"/>
        <source>Room, exact</source>
        <translation>Raum, genau</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="174"/>
        <source>Room, rounded</source>
        <translation>Raum, gerundet</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="175"/>
        <source>Catalog default</source>
        <translation>Katalogvorgabe</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="175"/>
        <source>This report</source>
        <translation>Dieser Bericht</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="178"/>
        <source>not in the matrix</source>
        <translation>nicht in der Matrix</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="183"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="191"/>
        <source>Where the room disagrees</source>
        <translation>Wo der Raum uneins ist</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="192"/>
        <source>No criterion was weighed in this round.</source>
        <translation>In dieser Runde wurde kein Kriterium gewichtet.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="197"/>
        <source>With a single ballot there is no spread to show.</source>
        <translation>Bei einem einzigen Stimmzettel gibt es keine Streuung zu zeigen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="198"/>
        <source>Everyone gave each criterion the same weight: there is no spread.</source>
        <translation>Alle haben jedem Kriterium dasselbe Gewicht gegeben: Es gibt keine Streuung.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="205"/>
        <source>%1 (standard deviation %2, weights from %3 to %4)</source>
        <translation>%1 (Standardabweichung %2, Gewichte von %3 bis %4)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="209"/>
        <source>Most contested: %1.</source>
        <translation>Am umstrittensten: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="213"/>
        <source>The chart&apos;s figures, most contested first. The standard deviation divides by the number of ballots (the room is the whole population, not a sample); the quartiles Q1 and Q3 are interpolated between the sorted weights (Hyndman and Fan type 7) and the interquartile range (IQR) is Q3 − Q1.</source>
        <translation>Die Zahlen des Diagramms, umstrittenste zuerst. Die Standardabweichung teilt durch die Zahl der Stimmzettel (der Raum ist die ganze Grundgesamtheit, keine Stichprobe); die Quartile Q1 und Q3 sind zwischen den sortierten Gewichten interpoliert (Hyndman und Fan, Typ 7), und der Interquartilsabstand (IQR) ist Q3 − Q1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="60"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="218"/>
        <source>Range</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="219"/>
        <source>Lowest–highest</source>
        <translation>Niedrigstes–höchstes</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="219"/>
        <source>IQR</source>
        <translation>IQR</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="219"/>
        <source>Q1–Q3</source>
        <translation>Q1–Q3</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="219"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="227"/>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="228"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="238"/>
        <source>Workshop: the room&apos;s weights</source>
        <translation>Workshop: die Gewichte des Raums</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="239"/>
        <source>A team weighed the decision criteria together, each person giving every criterion a weight from 1 to 5, then saw the result and talked it over. This section reports the last revealed round: the room&apos;s weights, where it split, and who would choose differently.</source>
        <translation>Ein Team hat die Entscheidungskriterien gemeinsam gewichtet – jede Person gab jedem Kriterium ein Gewicht von 1 bis 5 –, dann das Ergebnis gesehen und besprochen. Dieser Abschnitt berichtet über die zuletzt aufgedeckte Runde: die Gewichte des Raums, wo er sich teilte und wer anders wählen würde.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="246"/>
        <source>Round %1 was revealed without any weight cast, so there is nothing to aggregate yet.</source>
        <translation>Runde %1 wurde aufgedeckt, ohne dass ein Gewicht abgegeben wurde; es gibt also noch nichts zusammenzufassen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="265"/>
        <source>A workshop of %1 weighed the criteria over %2</source>
        <translation>Ein Workshop mit %1 hat die Kriterien über %2 gewichtet</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="271"/>
        <source>; %1 of %2 would pick %3 with their own weights</source>
        <translation>; %1 von %2 würden mit ihren eigenen Gewichten %3 wählen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="276"/>
        <source>; Kendall&apos;s W %1 (%2)</source>
        <translation>; Kendalls W %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="282"/>
        <source>The matrix in this report uses the room&apos;s weights.</source>
        <translation>Die Matrix in diesem Bericht verwendet die Gewichte des Raums.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="283"/>
        <source>The matrix in this report does not use the room&apos;s weights; the workshop section compares the two.</source>
        <translation>Die Matrix in diesem Bericht verwendet nicht die Gewichte des Raums; der Workshop-Abschnitt vergleicht beide.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="34"/>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="90"/>
        <source>AccelDecide report</source>
        <translation>AccelDecide-Bericht</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="91"/>
        <source>Generated %1 · AccelDecide %2 · catalog %3</source>
        <translation>Erzeugt %1 · AccelDecide %2 · Katalog %3</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="115"/>
        <source>no output file given</source>
        <translation>keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="131"/>
        <source>%1: the report could not be laid out</source>
        <translation>%1: Der Bericht konnte nicht gesetzt werden</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="141"/>
        <source>Trainium or GPU decision report</source>
        <translation>Entscheidungsbericht: Trainium oder GPU</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportlayout.cpp" line="320"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="61"/>
        <source>Lowest</source>
        <translation>Niedrigstes</translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="61"/>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="62"/>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <location filename="../../ui/report/workshopspreadmodel.cpp" line="62"/>
        <source>Highest</source>
        <translation>Höchstes</translation>
    </message>
    <message>
        <source>%1 of the cases</source>
        <translation type="vanished">%1 der Fälle</translation>
    </message>
    <message>
        <source>never</source>
        <translation type="vanished">nie</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="32"/>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="32"/>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="32"/>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="35"/>
        <source>One run, P10–P90</source>
        <translation>Ein Lauf, P10–P90</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="38"/>
        <source>Cheapest</source>
        <translation>Am günstigsten</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="38"/>
        <source>Tops the matrix</source>
        <translation>Führt die Matrix an</translation>
    </message>
    <message>
        <source>%1 costs less than %2 in %3. The saving of the Trainium option (negative where the GPU is cheaper) runs from %4 at the 10th percentile through %5 to %6 at the 90th.</source>
        <translation type="vanished">%1 kostet in %3 weniger als %2. Die Ersparnis der Trainium-Option (negativ, wo die GPU günstiger ist) reicht von %4 beim 10. Perzentil über %5 bis %6 beim 90.</translation>
    </message>
    <message>
        <source>The port to %1 pays back after %2 / %3 / %4 (10th, 50th and 90th percentile), and has paid back by the end of the horizon in %5.</source>
        <translation type="vanished">Die Amortisation der Portierung auf %1 dauert %2 / %3 / %4 (10., 50. und 90. Perzentil); bis zum Ende des Zeitraums hat sie sich in %5 bezahlt gemacht.</translation>
    </message>
    <message>
        <source>Knowing every uncertain input before choosing between the two would lower the expected cost of the choice by %1 (the expected value of perfect information).</source>
        <translation type="vanished">Jede unsichere Eingabe vor der Wahl zwischen beiden zu kennen, würde die erwarteten Kosten der Wahl um %1 senken (erwarteter Wert vollständiger Information).</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="58"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="58"/>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="58"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="58"/>
        <source>Saving at low</source>
        <translation>Ersparnis bei niedrig</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="58"/>
        <source>Saving at high</source>
        <translation>Ersparnis bei hoch</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="59"/>
        <source>Share of variance</source>
        <translation>Anteil an der Varianz</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="59"/>
        <source>Value of knowing</source>
        <translation>Wert des Wissens</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="68"/>
        <source>none alone</source>
        <translation>keine allein</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="72"/>
        <source>No single input, known alone, changes which side is cheaper on average, so each is worth nothing on its own; the %1 that knowing everything is worth comes from inputs moving together.</source>
        <translation>Keine einzelne Eingabe ändert, für sich allein bekannt, welche Seite im Mittel günstiger ist; jede ist daher allein nichts wert. Die %1, die das Wissen um alles wert ist, entstehen aus Eingaben, die sich gemeinsam bewegen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="84"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 to %3): %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2 bis %3): %4</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="103"/>
        <source>How firm the answer is</source>
        <translation>Wie belastbar die Antwort ist</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="104"/>
        <source>Each uncertain input below was drawn %1 times over its range (Latin hypercube sampling, seed %2) and the costs and the matrix recomputed for every draw. A range is a 90 % interval: the low and high ends are the 5th and 95th percentiles. Where each range comes from is listed in the appendix (D2).</source>
        <translation>Jede unsichere Eingabe unten wurde %1-mal über ihre Bandbreite gezogen (Latin-Hypercube-Stichprobe, Startwert %2), und Kosten und Matrix wurden für jede Ziehung neu berechnet. Eine Bandbreite ist ein 90-%-Intervall: Das untere und obere Ende sind das 5. und 95. Perzentil. Woher jede Bandbreite stammt, steht im Anhang (D2).</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="110"/>
        <source>Cost over the horizon across the cases</source>
        <translation>Kosten über den Zeitraum in allen Fällen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="114"/>
        <source>What matters most</source>
        <translation>Was am meisten zählt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="115"/>
        <source>The saving of the Trainium option with one input at the low and at the high end of its range, every other input at its likely value, widest swing first. The share of variance is each input&apos;s squared correlation with the saving over the cases; the value of knowing is what learning that input alone would be worth.</source>
        <translation>Die Ersparnis der Trainium-Option mit einer Eingabe am unteren und am oberen Ende ihrer Bandbreite, alle anderen Eingaben auf ihrem wahrscheinlichen Wert, größter Ausschlag zuerst. Der Anteil an der Varianz ist die quadrierte Korrelation jeder Eingabe mit der Ersparnis über die Fälle; der Wert des Wissens ist, was es wert wäre, nur diese Eingabe zu kennen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="124"/>
        <source>What must be true</source>
        <translation>Was zutreffen muss</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_uncertainty.cpp" line="125"/>
        <source>One input at a time, every other as assessed: where the cheaper side, or the matrix&apos;s first place, changes. Each value was found on the model and checked just either side of it.</source>
        <translation>Jeweils eine Eingabe, alle anderen wie berechnet: wo die günstigere Seite oder der erste Platz der Matrix wechselt. Jeder Wert wurde am Modell gefunden und knapp auf beiden Seiten geprüft.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportfigures.cpp" line="17"/>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
</context>
<context>
    <name>report::workshop</name>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="40"/>
        <source>no option</source>
        <translation>keine Option</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="54"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="62"/>
        <source>very weak agreement</source>
        <translation>sehr schwache Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="63"/>
        <source>weak agreement</source>
        <translation>schwache Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="64"/>
        <source>moderate agreement</source>
        <translation>mäßige Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="65"/>
        <source>strong agreement</source>
        <translation>starke Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop.cpp" line="68"/>
        <source>unusually strong agreement</source>
        <translation>ungewöhnlich starke Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="23"/>
        <source>%1 of %2 pick %3</source>
        <translation>%1 von %2 wählen %3</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="24"/>
        <source>No participant&apos;s weights leave an option standing.</source>
        <translation>Bei keinem Teilnehmer lassen dessen Gewichte eine Option übrig.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="25"/>
        <source>With their own weights, %1.</source>
        <translation>Mit ihren eigenen Gewichten: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="33"/>
        <source>How far the rankings agree</source>
        <translation>Wie weit die Rangfolgen übereinstimmen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="37"/>
        <source>Kendall&apos;s W is %1 across %2 and %3: %4. W is 0 when the participants&apos; rankings of the options are unrelated and 1 when they are identical.</source>
        <translation>Kendalls W beträgt %1 über %2 und %3: %4. W ist 0, wenn die Rangfolgen der Optionen bei den Teilnehmern nichts miteinander zu tun haben, und 1, wenn sie identisch sind.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="43"/>
        <source>Kendall&apos;s W cannot be computed here: it needs at least two participants ranking at least two options.</source>
        <translation>Kendalls W lässt sich hier nicht berechnen: Dafür müssen mindestens zwei Teilnehmer mindestens zwei Optionen reihen.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="48"/>
        <source>Each participant&apos;s order is the decision matrix run again with that participant&apos;s weights (and scores, where they gave any). Rows in bold pick another winner than the room&apos;s weights do.</source>
        <translation>Die Reihenfolge jedes Teilnehmers ist die Entscheidungsmatrix, neu gerechnet mit dessen Gewichten (und Bewertungen, wo er welche abgegeben hat). Fette Zeilen wählen einen anderen Sieger als die Gewichte des Raums.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="52"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="158"/>
        <source>Participant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="52"/>
        <source>Own winner</source>
        <translation>Eigener Sieger</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="52"/>
        <source>Then, in their order</source>
        <translation>Danach, in eigener Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="57"/>
        <source>%1.&#xa0;%2</source>
        <translation>%1.&#xa0;%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="69"/>
        <source>The dissent</source>
        <translation>Die abweichenden Stimmen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="71"/>
        <source>With the room&apos;s weights no option survives the knock-outs, so there is no group result to dissent from.</source>
        <translation>Mit den Gewichten des Raums übersteht keine Option die Ausschlusskriterien; es gibt also kein Gruppenergebnis, von dem man abweichen könnte.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="75"/>
        <source>None: every participant&apos;s own weights pick %1, as the room&apos;s weights do.</source>
        <translation>Keine: Die eigenen Gewichte jedes Teilnehmers wählen %1, wie die Gewichte des Raums.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="77"/>
        <source>The room&apos;s weights pick %1. %2 would pick another option with their own weights:</source>
        <translation>Die Gewichte des Raums wählen %1. %2 würden mit ihren eigenen Gewichten eine andere Option wählen:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="86"/>
        <source>%1 at %2 (room %3)</source>
        <translation>%1 bei %2 (Raum %3)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="90"/>
        <source>&lt;b&gt;%1&lt;/b&gt; would pick %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; würde %2 wählen</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="93"/>
        <source>; weighs %1</source>
        <translation>; gewichtet %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="105"/>
        <source>What moved from round %1 to round %2</source>
        <translation>Was sich von Runde %1 zu Runde %2 bewegt hat</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="111"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 auf %3)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="115"/>
        <source>All %1 who voted in both rounds changed at least one weight.</source>
        <translation>Alle %1, die in beiden Runden abgestimmt haben, haben mindestens ein Gewicht geändert.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="116"/>
        <source>%1 of the %2 who voted in both rounds changed at least one weight.</source>
        <translation>%1 der %2, die in beiden Runden abgestimmt haben, haben mindestens ein Gewicht geändert.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="120"/>
        <source>The room&apos;s weights did not move.</source>
        <translation>Die Gewichte des Raums haben sich nicht bewegt.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="121"/>
        <source>The largest shifts in the room&apos;s weights: %1.</source>
        <translation>Die größten Verschiebungen in den Gewichten des Raums: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="132"/>
        <source>The spread narrowed on %1 of %2 criteria and widened on %3.</source>
        <translation>Die Streuung wurde bei %1 von %2 Kriterien kleiner und bei %3 größer.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="138"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="138"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="139"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="139"/>
        <source>Spread before</source>
        <translation>Streuung vorher</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="139"/>
        <source>Spread after</source>
        <translation>Streuung nachher</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="145"/>
        <source>not weighed</source>
        <translation>nicht gewichtet</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="148"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="172"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="173"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="153"/>
        <source>The criteria whose room weight changed, largest change first; the spread is the standard deviation of the weights.</source>
        <translation>Die Kriterien, deren Gewicht im Raum sich geändert hat, größte Änderung zuerst; die Streuung ist die Standardabweichung der Gewichte.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="158"/>
        <source>Weights changed (round %1 → round %2)</source>
        <translation>Geänderte Gewichte (Runde %1 → Runde %2)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="164"/>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="165"/>
        <source>voted only in round %1</source>
        <translation>nur in Runde %1 abgestimmt</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="166"/>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="170"/>
        <source>%1 %2&#xa0;→&#xa0;%3</source>
        <translation>%1 %2&#xa0;→&#xa0;%3</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="186"/>
        <source>Round %1 is not revealed yet: %2 in.</source>
        <translation>Runde %1 ist noch nicht aufgedeckt: %2 abgegeben.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reporthtml_workshop_people.cpp" line="191"/>
        <source>Ballots stay sealed until the facilitator reveals their round, so none of them appears in this report.</source>
        <translation>Stimmzettel bleiben versiegelt, bis die Moderation ihre Runde aufdeckt; daher erscheint keiner davon in diesem Bericht.</translation>
    </message>
</context>
<context>
    <name>tableexport</name>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="109"/>
        <source>table</source>
        <translation>tabelle</translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="110"/>
        <source>Export Table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="112"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="180"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/tableexport.cpp" line="184"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="36"/>
        <location filename="../../ui/views/viewformat.cpp" line="142"/>
        <location filename="../../ui/views/viewformat.cpp" line="170"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="99"/>
        <source> B</source>
        <translation>&#xa0;Mrd.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="98"/>
        <source> M</source>
        <translation>&#xa0;Mio.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="36"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="37"/>
        <source>thousand</source>
        <translation>Tsd.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="37"/>
        <source>million</source>
        <translation>Mio.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="38"/>
        <source>billion</source>
        <translation>Mrd.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="38"/>
        <source>trillion</source>
        <translation>Bio.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="39"/>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="39"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="40"/>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="40"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="41"/>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="41"/>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="42"/>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="42"/>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="43"/>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="43"/>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="44"/>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="44"/>
        <source>old</source>
        <translation>alt</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="45"/>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="45"/>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="46"/>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="46"/>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="47"/>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="47"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="48"/>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="48"/>
        <source>releases</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="49"/>
        <source>people</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="49"/>
        <source>chip-h</source>
        <translation>Chip-h</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="50"/>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="50"/>
        <source>tokens/s/chip</source>
        <translation>Token/s/Chip</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="51"/>
        <source>bytes/s</source>
        <translation>Bytes/s</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="51"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="52"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="97"/>
        <source> k</source>
        <translation>&#xa0;Tsd.</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="101"/>
        <source>$%1</source>
        <extracomment>An amount of US dollars; %1 is the number with its scale (&quot;1.96 M&quot;). Place the symbol.</extracomment>
        <translation>%1&#xa0;$</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="106"/>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="121"/>
        <source>yyyy-MM-dd</source>
        <extracomment>The format of a short date (QDate::toString), e.g. dd.MM.yyyy</extracomment>
        <translation>dd.MM.yyyy</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="127"/>
        <source>d MMMM yyyy</source>
        <extracomment>The format of a long date (QDate::toString), e.g. d. MMMM yyyy</extracomment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>more than 99 %</source>
        <translation type="vanished">mehr als 99 %</translation>
    </message>
    <message>
        <source>less than 1 %</source>
        <translation type="vanished">weniger als 1 %</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="195"/>
        <source>your input</source>
        <translation>Ihre Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="196"/>
        <source>catalog figure</source>
        <translation>Katalogzahl</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="197"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="198"/>
        <source>roofline estimate</source>
        <translation>Roofline-Schätzung</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="199"/>
        <source>first principles</source>
        <translation>Grundprinzipien</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="200"/>
        <location filename="../../ui/views/viewformat.cpp" line="246"/>
        <source>derived</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="203"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="209"/>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="210"/>
        <location filename="../../ui/views/viewformat.cpp" line="222"/>
        <source>1-year commitment</source>
        <translation>1-Jahres-Bindung</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="211"/>
        <location filename="../../ui/views/viewformat.cpp" line="223"/>
        <source>3-year commitment</source>
        <translation>3-Jahres-Bindung</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="212"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="213"/>
        <source>Capacity Block</source>
        <translation>Capacity Block</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="221"/>
        <source>on-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="224"/>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="225"/>
        <source>capacity block</source>
        <translation>Capacity Block</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="233"/>
        <source>Trainium</source>
        <translation>Trainium</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="234"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="235"/>
        <source>Hybrid</source>
        <translation>Hybrid</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="238"/>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="244"/>
        <source>vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="245"/>
        <source>independent</source>
        <translation>unabhängig</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="247"/>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="248"/>
        <source>your measurement</source>
        <translation>Ihre Messung</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="256"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="257"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="258"/>
        <source>geometric mean</source>
        <translation>geometrisches Mittel</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="266"/>
        <source>Lean: Trainium</source>
        <translation>Tendenz: Trainium</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="267"/>
        <source>Lean: GPU</source>
        <translation>Tendenz: GPU</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="268"/>
        <source>Lean: hybrid</source>
        <translation>Tendenz: hybrid</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="271"/>
        <source>Lean: undecided</source>
        <translation>Tendenz: unentschieden</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="277"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="278"/>
        <source>Suspicious</source>
        <translation>Verdächtig</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="279"/>
        <source>Impossible</source>
        <translation>Unmöglich</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="280"/>
        <source>Conflicting sources</source>
        <translation>Widersprüchliche Quellen</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="281"/>
        <source>Unit mismatch</source>
        <translation>Einheitenfehler</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="282"/>
        <source>Vendor claim</source>
        <translation>Herstellerangabe</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="296"/>
        <source>Price per chip-hour</source>
        <translation>Preis pro Chip-Stunde</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="297"/>
        <source>Chips per inference replica</source>
        <translation>Chips pro Inferenz-Replikat</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="298"/>
        <source>Decode tokens/s per chip</source>
        <translation>Dekodierte Token/s pro Chip</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="299"/>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="300"/>
        <source>Serving batch</source>
        <translation>Batch im Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="301"/>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="302"/>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="304"/>
        <source>Cost per million input tokens</source>
        <translation>Kosten pro Million Eingabe-Token</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="305"/>
        <source>Inference cost per year</source>
        <translation>Inferenzkosten pro Jahr</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="306"/>
        <source>Minimum training chips</source>
        <translation>Mindestzahl an Trainingschips</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="307"/>
        <source>Memory headroom</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="308"/>
        <source>Training chip-hours per run</source>
        <translation>Trainings-Chip-Stunden pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="309"/>
        <source>Training cost per run</source>
        <translation>Trainingskosten pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="310"/>
        <source>Wall-clock time per run</source>
        <translation>Laufzeit pro Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="311"/>
        <source>Training cost per year</source>
        <translation>Trainingskosten pro Jahr</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="312"/>
        <source>Porting effort</source>
        <translation>Portierungsaufwand</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="313"/>
        <source>Porting cost</source>
        <translation>Portierungskosten</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="314"/>
        <source>Neuron maintenance per year</source>
        <translation>Neuron-Pflege pro Jahr</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="315"/>
        <source>Compute cost over horizon</source>
        <translation>Rechenkosten über den Zeitraum</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="316"/>
        <source>Credits applied</source>
        <translation>Angerechnetes Guthaben</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="317"/>
        <source>Total cost over horizon</source>
        <translation>Kosten über den Zeitraum</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="318"/>
        <source>Break-even (days)</source>
        <translation>Amortisation (Tage)</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="320"/>
        <source>Break-even (tokens)</source>
        <translation>Amortisation (Token)</translation>
    </message>
    <message>
        <location filename="../../ui/views/viewformat.cpp" line="322"/>
        <source>Break-even (training runs)</source>
        <translation>Amortisation (Trainingsläufe)</translation>
    </message>
</context>
<context>
    <name>workshopui</name>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="37"/>
        <source>field %1: %2</source>
        <translation>Feld %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="39"/>
        <source> (and one more problem)</source>
        <translation> (und ein weiteres Problem)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="40"/>
        <source> (and %1 more problems)</source>
        <translation> (und %1 weitere Probleme)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="94"/>
        <source>ballot</source>
        <translation>stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="95"/>
        <source>%1 round %2.ballot.json</source>
        <translation>%1 Runde %2.ballot.json</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="111"/>
        <source>round %1 is already revealed; start the next round before taking more ballots</source>
        <translation>Runde %1 ist bereits aufgedeckt; starten Sie die nächste Runde, bevor Sie weitere Stimmzettel annehmen</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="144"/>
        <source>%1: cannot write the ballot: %2</source>
        <translation>%1: Der Stimmzettel kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="150"/>
        <source>%1: the ballot could not be saved: %2</source>
        <translation>%1: Der Stimmzettel konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="160"/>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="161"/>
        <source>Replaced</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="162"/>
        <source>Duplicate</source>
        <translation>Doppelt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="163"/>
        <source>Stale</source>
        <translation>Veraltet</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="164"/>
        <source>Unknown participant</source>
        <translation>Unbekannter Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/ballotfiles.cpp" line="165"/>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="95"/>
        <source>not weighed in that round</source>
        <translation>in jener Runde nicht gewichtet</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="180"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="104"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="139"/>
        <source>Ballots</source>
        <translation>Stimmzettel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="105"/>
        <source>Matrix now</source>
        <translation>Matrix jetzt</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="105"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="181"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="125"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="190"/>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>Std. dev.</source>
        <translation>Std.-abw.</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>Range</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="138"/>
        <source>IQR</source>
        <translation>IQR</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="139"/>
        <source>Lowest–highest</source>
        <translation>Niedrigstes–höchstes</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="144"/>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="139"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="146"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="156"/>
        <source>Participant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="156"/>
        <source>Own winner</source>
        <translation>Eigener Sieger</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="156"/>
        <source>Own ranking, best first</source>
        <translation>Eigene Rangfolge, beste zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="180"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="181"/>
        <source>Spread before</source>
        <translation>Streuung vorher</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopmodels.cpp" line="181"/>
        <source>Spread after</source>
        <translation>Streuung nachher</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="65"/>
        <source>, %1 from own devices</source>
        <translation>, %1 von eigenen Geräten</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="67"/>
        <source>Round %1 — revealed (%2 of %3 ballots%4)</source>
        <translation>Runde %1 — aufgedeckt (%2 von %3 Stimmzetteln%4)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="69"/>
        <source>Round %1 — %2 of %3 ballots in%4</source>
        <translation>Runde %1 — %2 von %3 Stimmzetteln abgegeben%4</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="120"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="145"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="146"/>
        <source>Geometric mean</source>
        <translation>Geometrisches Mittel</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="153"/>
        <source>not defined (fewer than two ballots or options, or every option tied)</source>
        <translation>nicht definiert (weniger als zwei Stimmzettel oder Optionen, oder alle Optionen gleichauf)</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="157"/>
        <source>very weak agreement — the room ranks the options very differently</source>
        <translation>sehr schwache Übereinstimmung – der Raum reiht die Optionen sehr unterschiedlich</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="158"/>
        <source>weak agreement on the ranking</source>
        <translation>schwache Übereinstimmung in der Rangfolge</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="159"/>
        <source>moderate agreement on the ranking</source>
        <translation>mäßige Übereinstimmung in der Rangfolge</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="160"/>
        <source>strong agreement on the ranking</source>
        <translation>starke Übereinstimmung in der Rangfolge</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="163"/>
        <source>unusually strong agreement — nearly everyone ranks the options alike</source>
        <translation>ungewöhnlich starke Übereinstimmung – fast alle reihen die Optionen gleich</translation>
    </message>
    <message>
        <location filename="../../ui/workshop/workshopresults.cpp" line="175"/>
        <source>%1 of %2 pick %3</source>
        <translation>%1 von %2 wählen %3</translation>
    </message>
</context>
</TS>
