#include "characters/Roster.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "characters/CharacterEditCommand.h"
#include "characters/Experience.h"
#include "db/SqlQueries.h"
#include "treasury/MoneyRepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::Roster", text);
}

const QString ExchangeKind = QStringLiteral("hexkeeper-characters");

} // namespace

QList<CharacterProblem> Roster::problems(const Character& c) const
{
    if (c.role == QLatin1String("pet") || c.role == QLatin1String("monster")) {
        if (c.name.trimmed().isEmpty())
            return {{QStringLiteral("name"), tr("A character needs a name.")}};
        return {};
    }
    return CharacterRules(m_campaign.rules()).validate(c);
}

QString Roster::describe(const QString& name, const QList<CharacterProblem>& problems)
{
    QStringList lines;
    for (const CharacterProblem& p : problems)
        lines.append(p.message);
    return tr("%1 is not legal under the campaign's rules: %2")
        .arg(name.trimmed().isEmpty() ? tr("The character") : name.trimmed(), lines.join(QLatin1Char(' ')));
}

qint64 Roster::nextId(QString* error) const
{
    return Sql::scalar(m_campaign.database(), QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM character"), {}, error)
        .toLongLong();
}

XpEntry Roster::ledgerLine(const Character& c, const QString& kind, int amount, const QString& attribute,
                           const QString& reason) const
{
    XpEntry e;
    e.characterId = c.id;
    e.day = m_campaign.info().calendarDay;
    e.kind = kind;
    e.amount = amount;
    e.attribute = attribute;
    e.reason = reason;
    e.st = c.st;
    e.dx = c.dx;
    e.iq = c.iq;
    e.experience = c.experience;
    return e;
}

bool Roster::add(Character character, qint64* id, QString* error)
{
    QList<qint64> ids;
    if (!addAll({std::move(character)}, &ids, error))
        return false;
    if (id)
        *id = ids.value(0);
    return true;
}

bool Roster::addAll(QList<Character> characters, QList<qint64>* ids, QString* error)
{
    if (characters.isEmpty()) {
        *error = tr("There are no characters to add.");
        return false;
    }
    qint64 next = nextId(error);
    if (!next)
        return false;
    QList<CharacterChange> changes;
    for (Character& c : characters) {
        c.name = c.name.trimmed();
        const QList<CharacterProblem> found = problems(c);
        if (!found.isEmpty()) {
            *error = describe(c.name, found);
            return false;
        }
        c.id = next++;
        CharacterChange change;
        change.after = c;
        change.ledger.append(ledgerLine(c, QStringLiteral("created"), c.experience, {}, tr("Joined the roster")));
        changes.append(change);
        if (ids)
            ids->append(c.id);
    }
    const QString text = characters.size() == 1 ? tr("Add %1").arg(characters.first().name)
                                                : QCoreApplication::translate("hk::Roster", "Add %n character(s)", nullptr,
                                                                              int(characters.size()));
    return CharacterEditCommand::push(m_campaign, text, changes, error);
}

bool Roster::update(const Character& character, QString* error)
{
    Character before;
    if (!find(character.id, &before, error))
        return false;
    Character after = character;
    after.name = after.name.trimmed();
    const QList<CharacterProblem> found = problems(after);
    if (!found.isEmpty()) {
        *error = describe(after.name, found);
        return false;
    }
    if (after == before)
        return true;
    return CharacterEditCommand::push(m_campaign, tr("Edit %1").arg(after.name), {{before, after, {}, {}, {}, {}}}, error);
}

bool Roster::duplicate(qint64 id, qint64* newId, QString* error)
{
    Character c;
    if (!find(id, &c, error))
        return false;
    c.id = 0;
    c.name = tr("%1 (copy)").arg(c.name);
    return add(c, newId, error);
}

bool Roster::setArchived(qint64 id, bool archived, QString* error)
{
    Character before;
    if (!find(id, &before, error))
        return false;
    if (before.archived == archived)
        return true;
    Character after = before;
    after.archived = archived;
    const QString text = archived ? tr("Archive %1").arg(before.name) : tr("Bring back %1").arg(before.name);
    return CharacterEditCommand::push(m_campaign, text, {{before, after, {}, {}, {}, {}}}, error);
}

bool Roster::remove(qint64 id, QString* error)
{
    Character before;
    if (!find(id, &before, error))
        return false;
    CharacterChange change;
    change.before = before;
    QString ledgerError;
    change.removedLedger = ledger(id, &ledgerError);
    if (ledgerError.isEmpty())
        change.removedActivities = ActivityRepository(m_campaign.database()).list(id, {}, true, &ledgerError);
    if (ledgerError.isEmpty())
        change.removedMoney = MoneyRepository(m_campaign.database()).ledger(id, &ledgerError);
    if (!ledgerError.isEmpty()) {
        *error = ledgerError;
        return false;
    }
    return CharacterEditCommand::push(m_campaign, tr("Remove %1").arg(before.name), {change}, error);
}

bool Roster::addFromBestiary(const QString& kind, const QString& creatureId, int copies, QList<qint64>* ids,
                             QString* error)
{
    const RuleEntry* e = m_campaign.rules().entry(kind, creatureId);
    if (!e) {
        *error = tr("The bestiary has no creature “%1”.").arg(creatureId);
        return false;
    }
    if (copies < 1 || copies > 99) {
        *error = tr("Between 1 and 99 copies can be added at once, not %1.").arg(copies);
        return false;
    }
    const bool ww = kind == QLatin1String("ww-creature");
    QList<Character> list;
    for (int i = 1; i <= copies; ++i) {
        Character c;
        c.name = copies > 1 ? QStringLiteral("%1 %2").arg(e->name()).arg(i) : e->name();
        c.role = QStringLiteral("monster");
        c.system = ww ? QStringLiteral("ww") : QStringLiteral("tft");
        c.type = ww ? QStringLiteral("warrior") : QStringLiteral("hero");
        c.race.clear();
        c.creature = creatureId;
        c.st = e->intField(QStringLiteral("st"));
        c.dx = e->intField(ww ? QStringLiteral("dex") : QStringLiteral("dx"));
        c.iq = e->intField(ww ? QStringLiteral("int") : QStringLiteral("iq"));
        c.ma = e->intField(ww ? QStringLiteral("mov") : QStringLiteral("ma"));
        c.pointTotal = c.attributeTotal();
        const int armor = e->intField(ww ? QStringLiteral("defense") : QStringLiteral("armor"));
        if (armor > 0)
            c.gear.append({QStringLiteral("armor"), tr("Natural armor"), 0, armor, {}, {}, true});
        for (const QJsonValue& a : e->data.value(QLatin1String("attacks")).toArray()) {
            const QJsonObject attack = a.toObject();
            if (attack.value(QLatin1String("alternative")).toBool())
                continue;
            c.gear.append({QStringLiteral("weapon"), attack.value(QLatin1String("name")).toString(), 0, 0,
                           attack.value(QLatin1String("damage")).toString(), {}, true});
        }
        list.append(c);
    }
    return addAll(list, ids, error);
}

bool Roster::awardXp(const QList<qint64>& ids, int amount, const QString& reason, QString* error)
{
    if (ids.isEmpty()) {
        *error = tr("Choose at least one character to award experience to.");
        return false;
    }
    if (amount == 0) {
        *error = tr("An award of 0 EP changes nothing.");
        return false;
    }
    if (reason.trimmed().isEmpty()) {
        *error = tr("Say what the experience is for (the reason goes into the ledger).");
        return false;
    }
    QList<CharacterChange> changes;
    QStringList names;
    for (qint64 id : ids) {
        Character before;
        if (!find(id, &before, error))
            return false;
        Character after = before;
        after.experience += amount;
        if (after.experience < 0) {
            *error = tr("%1 has %2 EP; taking away %3 would leave less than none.")
                         .arg(before.name)
                         .arg(before.experience)
                         .arg(-amount);
            return false;
        }
        changes.append({before, after, {ledgerLine(after, QStringLiteral("award"), amount, {}, reason.trimmed())}, {}, {}, {}});
        names.append(before.name);
    }
    const QString text = names.size() == 1 ? tr("Award %1 EP to %2").arg(amount).arg(names.first())
                                           : tr("Award %1 EP to %2 characters").arg(amount).arg(names.size());
    return CharacterEditCommand::push(m_campaign, text, changes, error);
}

bool Roster::spendXp(qint64 id, const QString& attribute, QString* error)
{
    Character before;
    if (!find(id, &before, error))
        return false;
    Character after = before;
    const Experience xp(m_campaign.rules());
    const int cost = xp.attributeCost(before, attribute.toLower(), error);
    if (cost < 0 || !xp.spendOnAttribute(&after, attribute.toLower(), error))
        return false;
    const XpEntry line = ledgerLine(after, QStringLiteral("spend"), cost, attribute.toLower(),
                                    tr("Raised %1 by one").arg(attribute.toUpper()));
    return CharacterEditCommand::push(m_campaign, tr("%1 raises %2").arg(before.name, attribute.toUpper()),
                                      {{before, after, {line}, {}, {}, {}}}, error);
}

bool Roster::find(qint64 id, Character* out, QString* error) const
{
    return CharacterRepository(m_campaign.database()).find(id, out, error);
}

QList<Character> Roster::list(const RosterFilter& filter, QString* error) const
{
    return CharacterRepository(m_campaign.database()).list(filter, error);
}

TeamReport Roster::team(const QString& party, bool longGame, QString* error) const
{
    RosterFilter filter;
    filter.party = party;
    QString readError;
    const QList<Character> members = list(filter, &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return {};
    }
    QList<Character> team;
    for (const Character& c : members) {
        if (c.party == party) // the filter may match more loosely than the exact party name
            team.append(c);
    }
    return TeamRules(m_campaign.rules()).check(team, longGame);
}

QList<XpEntry> Roster::ledger(qint64 id, QString* error) const
{
    return CharacterRepository(m_campaign.database()).ledger(id, error);
}

QJsonObject Roster::exportJson(const QList<Character>& characters)
{
    QJsonArray list;
    for (const Character& c : characters) {
        QJsonObject o = c.toJson();
        o.remove(QStringLiteral("id"));
        list.append(o);
    }
    return {{QStringLiteral("format"), Character::JsonFormat}, {QStringLiteral("kind"), ExchangeKind},
            {QStringLiteral("characters"), list}};
}

bool Roster::parseExchange(const QByteArray& json, QList<Character>* out, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = tr("This is not valid JSON (%1 at byte %2).").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    QJsonArray items;
    const QJsonObject root = doc.object();
    if (doc.isArray()) {
        items = doc.array();
    } else if (root.contains(QLatin1String("characters"))) {
        if (root.value(QLatin1String("kind")).toString(ExchangeKind) != ExchangeKind) {
            *error = tr("This file is not a Hexkeeper character file.");
            return false;
        }
        const int format = root.value(QLatin1String("format")).toInt(1);
        if (format > Character::JsonFormat) {
            *error = tr("This character file was written by a newer Hexkeeper (format %1; this version reads up to %2).")
                         .arg(format)
                         .arg(Character::JsonFormat);
            return false;
        }
        items = root.value(QLatin1String("characters")).toArray();
    } else {
        items.append(root);
    }
    QList<Character> list;
    for (int i = 0; i < items.size(); ++i) {
        Character c;
        if (!items.at(i).isObject() || !Character::fromJson(items.at(i).toObject(), &c, error)) {
            *error = tr("Character %1 in the file: %2").arg(i + 1).arg(items.at(i).isObject() ? *error : tr("not an object"));
            return false;
        }
        c.id = 0;
        list.append(c);
    }
    if (list.isEmpty()) {
        *error = tr("The file holds no characters.");
        return false;
    }
    *out = list;
    return true;
}

} // namespace hk
