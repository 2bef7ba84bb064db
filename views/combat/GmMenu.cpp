#include "combat/GmMenu.h"

#include "campaign/Campaign.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatText.h"
#include "combat/CombatTurn.h"
#include "combat/FigureItem.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace hk {

GmMenu::GmMenu(Campaign& campaign, const Encounter& encounter, const QString& figureId, QWidget* parent)
    : QMenu(parent), m_campaign(campaign), m_encounter(encounter.id), m_figure(figureId)
{
    const EncounterFigure* f = encounter.state.figure(figureId);
    if (!f) {
        addAction(tr("Select a figure first"))->setEnabled(false);
        return;
    }
    m_name = f->body.name;
    addSection(tr("GM: %1").arg(m_name));
    addAction(tr("Hits and fatigue…"), this, &GmMenu::askAdjustSt);

    QMenu* posture = addMenu(tr("Posture"));
    const Posture postures[] = {Posture::Standing, Posture::Kneeling, Posture::Prone, Posture::Crawling, Posture::Fallen, Posture::BendingOver};
    for (Posture p : postures) {
        QAction* a = posture->addAction(FigureItem::postureText(p));
        a->setCheckable(true);
        a->setChecked(f->body.posture == p);
        connect(a, &QAction::triggered, this, [this, p] {
            QString error;
            report(CombatOverrides(m_campaign).setPosture(m_encounter, m_figure, p, &error), error);
        });
    }

    addAction(tr("Add a condition…"), this, &GmMenu::askCondition);
    QMenu* remove = addMenu(tr("Remove a condition"));
    for (const FigureCondition& c : f->body.conditions) {
        const QString key = c.key;
        remove->addAction(CombatText::conditionName(key), this, [this, key] {
            QString error;
            report(CombatOverrides(m_campaign).removeCondition(m_encounter, m_figure, key, &error), error);
        });
    }
    remove->setEnabled(!f->body.conditions.isEmpty());

    const bool hidden = f->hidden;
    addAction(hidden ? tr("Show to the players") : tr("Hide from the players"), this, [this, hidden] {
        QString error;
        report(CombatOverrides(m_campaign).setHidden(m_encounter, m_figure, !hidden, &error), error);
    });
    QAction* next = addAction(tr("Acts next"), this, [this] {
        QString error;
        report(CombatOverrides(m_campaign).setActor(m_encounter, m_figure, &error), error);
    });
    next->setEnabled(encounter.state.phase == CombatPhase::Actions && CombatTurn::mayAct(*f) && encounter.state.actor != figureId);
}

bool GmMenu::report(bool ok, const QString& error)
{
    Q_EMIT message(ok ? QString() : error, !ok);
    return ok;
}

bool GmMenu::adjustSt(int wounds, int fatigue)
{
    QString error;
    return report(CombatOverrides(m_campaign).adjustSt(m_encounter, m_figure, wounds, fatigue, &error), error);
}

bool GmMenu::addCondition(const QString& key, int turns, int dx)
{
    QString error;
    return report(CombatOverrides(m_campaign).addCondition(m_encounter, m_figure, key.trimmed(), turns, dx, &error), error);
}

void GmMenu::askAdjustSt()
{
    QDialog dialog(parentWidget());
    dialog.setWindowTitle(tr("Hits and fatigue: %1").arg(m_name));
    auto* form = new QFormLayout(&dialog);
    auto* wounds = new QSpinBox(&dialog);
    wounds->setRange(-99, 99);
    wounds->setToolTip(tr("Hits taken (negative heals)."));
    auto* fatigue = new QSpinBox(&dialog);
    fatigue->setRange(-99, 99);
    fatigue->setToolTip(tr("ST spent (negative gives it back)."));
    form->addRow(new QLabel(tr("Outside the rules' own resolution; logged as the GM's change."), &dialog));
    form->addRow(tr("Hits:"), wounds);
    form->addRow(tr("Fatigue:"), fatigue);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted && (wounds->value() || fatigue->value()))
        adjustSt(wounds->value(), fatigue->value());
}

void GmMenu::askCondition()
{
    QDialog dialog(parentWidget());
    dialog.setWindowTitle(tr("Condition on %1").arg(m_name));
    auto* form = new QFormLayout(&dialog);
    auto* key = new QComboBox(&dialog);
    key->setEditable(true);
    key->addItems({QStringLiteral("dazzle"), QStringLiteral("blur"), QStringLiteral("slow-movement"), QStringLiteral("stop"),
                   QStringLiteral("freeze"), QStringLiteral("flight"), QStringLiteral("invisibility"), QStringLiteral("rope")});
    key->setCurrentText(QString());
    key->lineEdit()->setPlaceholderText(tr("a spell id or any name"));
    auto* turns = new QSpinBox(&dialog);
    turns->setRange(-1, 99);
    turns->setValue(3);
    turns->setSpecialValueText(tr("until removed"));
    auto* dx = new QSpinBox(&dialog);
    dx->setRange(-20, 20);
    form->addRow(tr("Condition:"), key);
    form->addRow(tr("Turns:"), turns);
    form->addRow(tr("DX change:"), dx);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted && !key->currentText().trimmed().isEmpty())
        addCondition(key->currentText(), turns->value(), dx->value());
}

} // namespace hk
