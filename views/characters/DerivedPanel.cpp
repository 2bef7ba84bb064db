#include "characters/DerivedPanel.h"

#include "main/FlowLayout.h"

#include <QGridLayout>
#include <QLabel>

namespace hk {

DerivedPanel::DerivedPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("derived"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(10);
    auto value = [this](const QString& name) {
        auto* label = new QLabel(this);
        label->setObjectName(QStringLiteral("derived_") + name);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    m_maName = new QLabel(this);
    m_dxName = new QLabel(this);
    m_castingName = new QLabel(this);
    m_stName = new QLabel(this);
    m_ma = value(QStringLiteral("ma"));
    m_dx = value(QStringLiteral("adjustedDx"));
    m_castingDx = value(QStringLiteral("castingDx"));
    m_st = value(QStringLiteral("st"));
    m_spells = value(QStringLiteral("spells"));
    m_stops = value(QStringLiteral("hitsStopped"));
    m_notes = value(QStringLiteral("notes"));
    m_notes->setWordWrap(true);

    // Two columns of values side by side, the second wrapping under the first in a narrow window (German at
    // 1024 px), so no value is cut off at the editor's edge.
    auto column = [this](const QList<std::pair<QWidget*, QWidget*>>& rows) {
        auto* part = new QWidget(this);
        auto* form = new QGridLayout(part);
        form->setContentsMargins(0, 0, 0, 0);
        form->setHorizontalSpacing(10);
        for (int r = 0; r < rows.size(); ++r) {
            form->addWidget(rows.at(r).first, r, 0);
            form->addWidget(rows.at(r).second, r, 1);
        }
        return part;
    };
    auto* columns = new FlowLayout(nullptr, 16);
    columns->addWidget(column({{m_maName, m_ma}, {m_dxName, m_dx}, {m_castingName, m_castingDx}}));
    columns->addWidget(column({{m_stName, m_st}, {new QLabel(tr("Spell room:"), this), m_spells}, {new QLabel(tr("Hits stopped:"), this), m_stops}}));
    grid->addLayout(columns, 0, 0);
    grid->addWidget(m_notes, 1, 0);
}

void DerivedPanel::setValues(const Character& c, const DerivedValues& d)
{
    const bool ww = c.system == QLatin1String("ww");
    m_maName->setText(ww ? tr("MOV:") : tr("MA:"));
    m_dxName->setText(ww ? tr("Attack DEX:") : tr("Adjusted DX:"));
    m_castingName->setText(ww ? tr("Effective DEX:") : tr("Casting DX:"));
    m_stName->setText(ww ? tr("STR now:") : tr("ST now:"));
    m_ma->setText(QString::number(d.ma));
    m_dx->setText(QString::number(d.adjustedDx));
    m_castingDx->setText(QString::number(d.castingDx));
    if (c.wounds || c.fatigue)
        m_st->setText(tr("%1 of %2 (wounds %3, fatigue %4)").arg(d.currentSt).arg(c.st).arg(c.wounds).arg(c.fatigue));
    else
        m_st->setText(tr("%1 (unhurt, rested)").arg(d.currentSt));
    m_spells->setText(tr("%1 of %2 used").arg(d.spellCapacityUsed).arg(d.spellCapacity));
    m_stops->setText(QString::number(d.hitsStopped));
    m_notes->setText(d.notes.isEmpty() ? QString() : tr("Notes: %1").arg(d.notes.join(QStringLiteral(" · "))));
    m_notes->setVisible(!d.notes.isEmpty());
}

} // namespace hk
