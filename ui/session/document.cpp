#include "document.h"

#include "diagnostics.h"
#include "scenario_io.h"
#include "workshop_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QUndoStack>

namespace {

// Undo command ids must be ints; each field key gets one, stable for the process lifetime.
int idForKey(const QString &key)
{
    static QHash<QString, int> ids;
    const auto found = ids.constFind(key);
    if (found != ids.constEnd()) return *found;
    const int id = 1000 + int(ids.size());
    ids.insert(key, id);
    return id;
}

QString describe(const ad::Diagnostics &diagnostics, ad::Severity severity)
{
    QStringList lines;
    for (const auto &d : diagnostics)
        if (d.severity == severity) lines << QString::fromStdString(d.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

// Swaps the whole workshop: a workshop is a few kilobytes, and whole copies make undo of a ballot,
// a new round or a rename the same simple operation. Workshop edits never merge.
class WorkshopCommand : public QUndoCommand
{
public:
    WorkshopCommand(Document *document, std::optional<ad::Workshop> workshop, const QString &text)
        : QUndoCommand(text), m_document(document), m_workshop(std::move(workshop))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        std::swap(m_document->m_workshop, m_workshop);
        emit m_document->workshopChanged();
    }
    Document *m_document;
    std::optional<ad::Workshop> m_workshop;
};

ScenarioCommand::ScenarioCommand(Document *document, const QString &key, const QString &text)
    : QUndoCommand(text), m_document(document), m_key(key), m_id(idForKey(key)),
      m_session(document->editSession())
{
}

bool ScenarioCommand::canMergeWith(const QUndoCommand *other) const
{
    const auto *command = dynamic_cast<const ScenarioCommand *>(other);
    return command && command->m_key == m_key && command->m_document == m_document
        && command->m_session == m_session;
}

ad::Scenario &ScenarioCommand::scenario()
{
    return m_document->m_scenario;
}

void ScenarioCommand::notify()
{
    emit m_document->scenarioChanged();
}

Document::Document(QObject *parent)
    : QObject(parent), m_scenario(ad::defaultScenario()), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

QString Document::displayName() const
{
    return m_fileName.isEmpty() ? tr("Untitled") : QFileInfo(m_fileName).fileName();
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::reset(const ad::Scenario &scenario)
{
    m_undoStack->clear(); // emits cleanChanged, hence modifiedChanged, when it was dirty
    m_scenario = scenario;
    m_workshop.reset();
    m_loadWarnings.clear();
    ++m_editSession;
    setFileName(QString());
    emit scenarioReset();
    emit scenarioChanged();
    emit workshopChanged();
}

void Document::setWorkshop(std::optional<ad::Workshop> workshop, const QString &text)
{
    if (workshop == m_workshop) return;
    ++m_editSession; // a later field edit must not merge across this step
    pushCommand(new WorkshopCommand(this, std::move(workshop), text));
}

bool Document::load(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("%1: cannot read the file: %2").arg(shown, file.errorString());
        return false;
    }
    if (!read(file.readAll(), shown, error)) return false;
    setFileName(QFileInfo(path).absoluteFilePath());
    return true;
}

bool Document::restore(const QByteArray &bytes, const QString &recoveryPath,
                       const QString &originalFile, QString *error)
{
    if (!read(bytes, QDir::toNativeSeparators(recoveryPath), error)) return false;
    setFileName(originalFile.isEmpty() ? QString() : QFileInfo(originalFile).absoluteFilePath());
    m_undoStack->resetClean(); // nothing on disk matches this content yet
    return true;
}

// Parses the scenario and its workshop; replaces the document only when both are good.
bool Document::read(const QByteArray &bytes, const QString &shown, QString *error)
{
    const std::string text = bytes.toStdString();
    const ad::ScenarioLoad result = ad::parseScenario(text, shown.toStdString());
    if (!result.ok()) {
        if (error) *error = describe(result.diagnostics, ad::Severity::Error);
        return false;
    }
    const ad::WorkshopLoad workshop =
        ad::parseWorkshopInScenario(text, shown.toStdString(), nullptr);
    if (!workshop.ok()) {
        if (error) *error = describe(workshop.diagnostics, ad::Severity::Error);
        return false;
    }
    reset(result.scenario);
    m_workshop = workshop.workshop;
    QString warnings = describe(result.diagnostics, ad::Severity::Warning);
    const QString workshopWarnings = describe(workshop.diagnostics, ad::Severity::Warning);
    if (!workshopWarnings.isEmpty())
        warnings += (warnings.isEmpty() ? QString() : QStringLiteral("\n")) + workshopWarnings;
    if (!warnings.isEmpty()) m_loadWarnings = warnings.split(QLatin1Char('\n'));
    if (m_workshop) emit workshopChanged();
    return true;
}

std::string Document::serialize() const
{
    return ad::serializeScenarioWithWorkshop(m_scenario, workshop());
}

bool Document::save(const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = tr("%1: cannot write the file: %2").arg(shown, file.errorString());
        return false;
    }
    const std::string text = serialize();
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        if (error) *error = tr("%1: saving failed: %2").arg(shown, file.errorString());
        return false;
    }
    m_undoStack->setClean();
    ++m_editSession; // an edit after saving must not merge into the saved state
    setFileName(QFileInfo(path).absoluteFilePath());
    return true;
}

bool Document::setField(const QString &path, const QString &value, QString *error)
{
    ad::Scenario edited = m_scenario;
    const ad::Diagnostics problems =
        ad::setScenarioField(edited, path.toStdString(), value.toStdString());
    if (!problems.empty()) {
        if (error) *error = describe(problems, ad::Severity::Error);
        return false;
    }
    change<ad::Scenario>(path, tr("Change %1").arg(path),
                         [](ad::Scenario &s) -> ad::Scenario & { return s; }, std::move(edited));
    return true;
}

void Document::replaceScenario(const ad::Scenario &scenario, const QString &text)
{
    ++m_editSession;
    change<ad::Scenario>(QStringLiteral("scenario"), text,
                         [](ad::Scenario &s) -> ad::Scenario & { return s; }, scenario);
    ++m_editSession;
    emit scenarioReset();
}

void Document::pushCommand(QUndoCommand *command)
{
    m_undoStack->push(command);
}

void Document::setFileName(const QString &fileName)
{
    if (fileName == m_fileName) return;
    m_fileName = fileName;
    emit fileNameChanged(m_fileName);
}
