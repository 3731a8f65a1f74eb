#include "recoveryprompt.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace {

// Paths can be longer than the dialog is wide and have no spaces to wrap at: show the ends, which
// say where and which file, and keep the whole path in the tooltip and the clipboard.
QLabel *pathLabel(const QString &path, int width)
{
    const QString shown = QDir::toNativeSeparators(path);
    auto *label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    label->setText(label->fontMetrics().elidedText(shown, Qt::ElideMiddle, width));
    label->setToolTip(shown);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// Plain text unless asked: scenario and file names are the user's and may contain "<".
QLabel *wrapped(const QString &text, Qt::TextFormat format = Qt::PlainText)
{
    auto *label = new QLabel(text);
    label->setTextFormat(format);
    label->setWordWrap(true);
    return label;
}

} // namespace

RecoveryDialog::RecoveryDialog(const recovery::Offer &offer, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(offer.count > 1 ? tr("Recover Unsaved Work (%1 of %2)")
                                         .arg(offer.index).arg(offer.count)
                                   : tr("Recover Unsaved Work"));
    const int pathWidth = fontMetrics().averageCharWidth() * 60;

    auto *icon = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this)
                        .pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);

    const QString name = offer.originalFile.isEmpty()
                             ? tr("an untitled scenario")
                             : tr("“%1”").arg(QFileInfo(offer.originalFile).fileName());
    auto *heading = wrapped(tr("AccelDecide did not close normally last time."));
    QFont headingFont = heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    heading->setFont(headingFont);
    auto *intro = wrapped(tr("Unsaved changes to %1 were autosaved and can be recovered.")
                              .arg(name));

    auto *facts = new QFormLayout;
    facts->setLabelAlignment(Qt::AlignLeft);
    facts->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    facts->addRow(tr("File:"), offer.originalFile.isEmpty()
                                   ? new QLabel(tr("Untitled (never saved to a file)"))
                                   : pathLabel(offer.originalFile, pathWidth));
    facts->addRow(tr("Autosaved:"),
                  new QLabel(describeTime(offer.savedAt, QDateTime::currentDateTimeUtc())));
    facts->addRow(tr("Contains:"), wrapped(offer.summary));

    auto *text = new QVBoxLayout;
    text->setSpacing(8);
    text->addWidget(heading);
    text->addWidget(intro);
    text->addLayout(facts);
    if (offer.originalChangedSince) {
        auto *changed = wrapped(
            tr("<b>Note:</b> the file on disk was saved after this copy was autosaved, so it "
               "may hold newer work. Recovering leaves the file as it is; compare the two before "
               "you save over it."),
            Qt::RichText);
        changed->setObjectName(QStringLiteral("originalChangedNote"));
        text->addWidget(changed);
    }
    text->addWidget(wrapped(offer.originalFile.isEmpty()
                                ? tr("Recovered work opens as an unsaved document.")
                                : tr("Recovered work opens as an unsaved document; nothing is "
                                     "written to the file until you save.")));
    auto *where = new QHBoxLayout;
    auto *whereLabel = new QLabel(tr("Autosaved copy:"));
    QLabel *wherePath = pathLabel(offer.recoveryFile, pathWidth);
    for (QLabel *label : {whereLabel, wherePath}) {
        label->setEnabled(false); // the palette's muted text: a detail, not the question
        where->addWidget(label);
    }
    where->addStretch(1);
    text->addLayout(where);

    auto *buttons = new QDialogButtonBox;
    m_recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
    m_recover->setObjectName(QStringLiteral("recoverButton"));
    QPushButton *discard = buttons->addButton(tr("&Discard…"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton *later = buttons->addButton(tr("Decide &Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    later->setToolTip(tr("Keep the autosaved copy; it is offered again at the next start."));
    m_recover->setDefault(true);
    connect(m_recover, &QPushButton::clicked, this, [this] {
        m_choice = recovery::Choice::Recover;
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this, name] {
        QMessageBox confirm(QMessageBox::Warning, tr("Discard Autosaved Work"),
                            tr("Discard the unsaved changes to %1? The autosaved copy is deleted "
                               "and cannot be recovered afterwards.").arg(name),
                            QMessageBox::Discard | QMessageBox::Cancel, this);
        confirm.setTextFormat(Qt::PlainText);
        confirm.setDefaultButton(QMessageBox::Cancel);
        if (confirm.exec() != QMessageBox::Discard) return;
        m_choice = recovery::Choice::Discard;
        accept();
    });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);

    auto *top = new QHBoxLayout;
    top->setSpacing(16);
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addSpacing(8);
    layout->addWidget(buttons);
    setMinimumWidth(pathWidth + iconSize + 140);
}

recovery::Choice RecoveryDialog::ask(const recovery::Offer &offer, QWidget *parent)
{
    RecoveryDialog dialog(offer, parent);
    dialog.exec();
    return dialog.choice();
}

QString RecoveryDialog::describeTime(const QDateTime &savedAt, const QDateTime &now)
{
    // QLocale's default: the interface language's once translations::install() found one.
    //: The date and time of an autosave (QDateTime::toString), e.g. d. MMM yyyy, HH:mm
    const QString when = QLocale().toString(savedAt.toLocalTime(), tr("d MMM yyyy, HH:mm"));
    const qint64 seconds = savedAt.secsTo(now);
    QString ago;
    if (seconds < 0)
        return when; // a clock moved backwards: the date alone is still true
    if (seconds < 60)
        ago = tr("less than a minute ago");
    else if (seconds < 3600)
        ago = seconds < 120 ? tr("1 minute ago") : tr("%1 minutes ago").arg(seconds / 60);
    else if (seconds < 48 * 3600)
        ago = seconds < 7200 ? tr("1 hour ago") : tr("%1 hours ago").arg(seconds / 3600);
    else
        ago = tr("%1 days ago").arg(seconds / 86400);
    return tr("%1 (%2)").arg(when, ago);
}
