#include "ballotscores.h"

#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>

BallotScoresGrid::BallotScoresGrid(const std::vector<Column> &columns,
                                   const std::vector<Row> &rows, QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    for (std::size_t c = 0; c < columns.size(); ++c) {
        auto *header = new QLabel(columns[c].name);
        header->setTextFormat(Qt::PlainText);
        header->setWordWrap(true);
        header->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        header->setMinimumWidth(110);
        grid->addWidget(header, 0, int(c) + 1);
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
        auto *name = new QLabel(rows[r].label);
        name->setTextFormat(Qt::PlainText);
        name->setWordWrap(true);
        grid->addWidget(name, int(r) + 1, 0);
        for (std::size_t c = 0; c < columns.size(); ++c) {
            auto *spin = new QSpinBox;
            // -1 stands for "not scored": the special text shows instead of a number.
            spin->setRange(-1, 100);
            spin->setValue(-1);
            spin->setSpecialValueText(QStringLiteral("—"));
            spin->setAlignment(Qt::AlignRight);
            spin->setObjectName(QStringLiteral("score_%1_%2")
                                    .arg(QString::fromStdString(columns[c].criterionId),
                                         QString::fromStdString(rows[r].offerId)));
            spin->setToolTip(tr("Your score of %1 for “%2”, 0 (worst) to 100 (best); "
                                "leave at — to keep the matrix's score.")
                                 .arg(rows[r].label, columns[c].name));
            grid->addWidget(spin, int(r) + 1, int(c) + 1);
            m_cells[{columns[c].criterionId, rows[r].offerId}] = spin;
        }
    }
    grid->setColumnStretch(0, 2);
}

std::map<std::string, std::map<std::string, double>> BallotScoresGrid::scores() const
{
    std::map<std::string, std::map<std::string, double>> out;
    for (const auto &[key, spin] : m_cells)
        if (spin->value() >= 0) out[key.first][key.second] = spin->value() / 100.0;
    return out;
}

QSpinBox *BallotScoresGrid::cell(const std::string &criterionId, const std::string &offerId) const
{
    const auto found = m_cells.find({criterionId, offerId});
    return found == m_cells.end() ? nullptr : found->second;
}
