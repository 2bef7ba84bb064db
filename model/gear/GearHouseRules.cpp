#include "gear/GearHouseRules.h"

#include "campaign/Campaign.h"
#include "characters/GearTables.h"
#include "houserules/HouseRules.h"
#include "packages/Ruleset.h"
#include "text/UserText.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

namespace hk {

namespace {

QString idFor(const QString& name)
{
    QString id = name.trimmed().toLower();
    id.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    id.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return id.isEmpty() ? QStringLiteral("gear") : id;
}

QString freeId(const Ruleset& rules, const QString& base)
{
    QString id = base;
    for (int n = 2; rules.entry(QStringLiteral("gear"), id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

} // namespace

bool GearHouseRules::addOwn(const OwnGear& piece, QString* id, QString* error)
{
    static const QStringList slots = {QStringLiteral("armor"), QStringLiteral("shield"), QStringLiteral("weapon")};
    if (!slots.contains(piece.slot)) {
        *error = tr("A piece of gear is armor, a shield or a weapon.");
        return false;
    }
    if (!UserText::checkName(piece.name, tr("The piece"), error))
        return false;
    const QString name = piece.name.trimmed();
    const bool weapon = piece.slot == QLatin1String("weapon");
    if (weapon && piece.damage.trimmed().isEmpty()) {
        *error = tr("Give %1 its damage in dice, such as 2d6.").arg(name);
        return false;
    }
    return m_campaign.change(tr("Add %1 to the GM's gear").arg(name), [&](QString*, QString* e) {
        if (GearTables::findEntry(m_campaign.rules(), QStringLiteral("gear"), name)) {
            *e = tr("The GM's list already has %1.").arg(name);
            return false;
        }
        QJsonObject entry{{QStringLiteral("id"), freeId(m_campaign.rules(), idFor(name))},
                          {QStringLiteral("name"), name},
                          {QStringLiteral("summary"), weapon ? tr("A weapon from the GM's own list.") : tr("Armor from the GM's own list.")},
                          {QStringLiteral("slot"), piece.slot}};
        if (weapon)
            entry.insert(QStringLiteral("damage"), piece.damage.trimmed());
        if (piece.st)
            entry.insert(QStringLiteral("st"), piece.st);
        if (piece.dx)
            entry.insert(QStringLiteral("dx"), piece.dx);
        if (!weapon)
            entry.insert(QStringLiteral("stops"), piece.stops);
        if (piece.ma)
            entry.insert(QStringLiteral("ma"), piece.ma);
        if (!piece.metal.trimmed().isEmpty())
            entry.insert(QStringLiteral("metal"), piece.metal.trimmed());
        if (id)
            *id = entry.value(QLatin1String("id")).toString();
        return HouseRules::addEntry(m_campaign, QStringLiteral("gear"), entry, tr("The GM's own gear"), e);
    }, error);
}

bool GearHouseRules::supplyLostNumbers(const QString& piece, int fighterDx, int hitsStopped, QString* error)
{
    if (hitsStopped < 0) {
        *error = tr("Armor cannot stop a negative number of hits (%1).").arg(hitsStopped);
        return false;
    }
    return m_campaign.change(tr("Numbers for %1").arg(piece.trimmed()), [&](QString*, QString* e) {
        const GearTables::LostRow lost = GearTables::lostRow(m_campaign.rules(), piece);
        if (lost.rowIndexes.isEmpty()) {
            *e = tr("The rules already give the numbers of %1, or have no row for it.").arg(piece.trimmed());
            return false;
        }
        QStringList lines;
        for (int line : lost.lines)
            lines.append(QStringLiteral("l.%1").arg(line));
        const QString note = tr("The GM's numbers for %1: the book's print of them is lost (%2).").arg(lost.piece, lines.join(QStringLiteral(", ")));
        const QJsonObject values = GearTables::lostRowValues(m_campaign.rules(), lost, fighterDx, hitsStopped);
        return HouseRules::setValues(m_campaign, QStringLiteral("table"), QStringLiteral("dx-adjustments"), values, note, e);
    }, error);
}

} // namespace hk
