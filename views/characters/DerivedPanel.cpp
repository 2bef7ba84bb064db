#include "characters/DerivedPanel.h"

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

    grid->addWidget(m_maName, 0, 0);
    grid->addWidget(m_ma, 0, 1);
    grid->addWidget(m_dxName, 1, 0);
    grid->addWidget(m_dx, 1, 1);
    grid->addWidget(m_castingName, 2, 0);
    grid->addWidget(m_castingDx, 2, 1);
    grid->addWidget(m_stName, 0, 2);
    grid->addWidget(m_st, 0, 3);
    grid->addWidget(new QLabel(tr("Spell room:"), this), 1, 2);
    grid->addWidget(m_spells, 1, 3);
    grid->addWidget(new QLabel(tr("Hits stopped:"), this), 2, 2);
    grid->addWidget(m_stops, 2, 3);
    grid->addWidget(m_notes, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 2);
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
