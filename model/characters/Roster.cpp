#include "characters/CharacterLimits.h"
#include "i18n/Translate.h"
#include "characters/Roster.h"

#include "campaign/Campaign.h"
#include "campaign/WorkProgress.h"
#include "characters/CharacterRepository.h"
#include "characters/Experience.h"
#include "text/UserText.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Roster", text);
}

} // namespace

QList<CharacterProblem> Roster::problems(const Character& c) const
{
    const QList<CharacterProblem> outOfBounds = CharacterLimits::problems(c);
    if (!outOfBounds.isEmpty())
        return outOfBounds;
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
    // The name as cleaned (UserText::clean): a direction control in it would turn the message around too.
    const QString shown = UserText::clean(name.trimmed());
    return tr("%1 is not legal under the campaign's rules: %2")
        .arg(shown.isEmpty() ? tr("The character") : shown, lines.join(QLatin1Char(' ')));
}

XpEntry Roster::ledgerLine(const Character& c, XpKind kind, int amount, const QString& attribute,
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

bool Roster::insertAll(QList<Character>& characters, QList<qint64>* ids, QString* error)
{
    CharacterRepository repo(m_campaign.database());
    const WorkProgressScope progress(m_progress, tr("Adding characters"), int(characters.size()));
    for (qsizetype i = 0; i < characters.size(); ++i) {
        if (!progress.reach(int(i))) {
            *error = tr("The import was stopped; no character was added.");
            return false;
        }
        Character& c = characters[i];
        c.id = repo.insert(c, error);
        if (!c.id || !repo.addXp(ledgerLine(c, XpKind::Created, c.experience, {}, tr("Joined the roster")), error))
            return false;
        if (ids)
            ids->append(c.id);
    }
    return true;
}

bool Roster::checkAll(QList<Character>& characters, QString* error) const
{
    const WorkProgressScope progress(m_progress, tr("Checking characters"), int(characters.size()));
    for (qsizetype i = 0; i < characters.size(); ++i) {
        if (!progress.reach(int(i))) {
            *error = tr("The import was stopped; no character was added.");
            return false;
        }
        Character& c = characters[i];
        c.name = c.name.trimmed();
        const QList<CharacterProblem> found = problems(c);
        if (!found.isEmpty()) {
            *error = describe(c.name, found);
            return false;
        }
    }
    return true;
}

bool Roster::addAll(QList<Character> characters, QList<qint64>* ids, QString* error)
{
    if (characters.isEmpty()) {
        *error = tr("There are no characters to add.");
        return false;
    }
    if (!checkAll(characters, error))
        return false;
    const QString text = characters.size() == 1 ? tr("Add %1").arg(characters.first().name)
                                                : QCoreApplication::translate("hk::Roster", "Add %n character(s)", nullptr,
                                                                              int(characters.size()));
    QList<qint64> added;
    if (!m_campaign.change(text, [&](QString*, QString* e) { return insertAll(characters, &added, e); }, error))
        return false;
    if (ids)
        ids->append(added);
    return true;
}

bool Roster::update(const Character& character, QString* error)
{
    Character after = character;
    after.name = after.name.trimmed();
    const QList<CharacterProblem> found = problems(after);
    if (!found.isEmpty()) {
        *error = describe(after.name, found);
        return false;
    }
    return m_campaign.change(tr("Edit %1").arg(after.name), [&](QString*, QString* e) {
        CharacterRepository repo(m_campaign.database());
        Character before;
        if (!repo.find(after.id, &before, e))
            return false;
        return after == before || repo.update(after, e);
    }, error);
}

bool Roster::duplicate(qint64 id, qint64* newId, QString* error)
{
    QList<qint64> ids;
    if (!duplicate(QList<qint64>{id}, &ids, error))
        return false;
    if (newId)
        *newId = ids.value(0);
    return true;
}

bool Roster::duplicate(const QList<qint64>& ids, QList<qint64>* newIds, QString* error)
{
    QList<qint64> added;
    const QString text = QCoreApplication::translate("hk::Roster", "Duplicate %n character(s)", nullptr, int(ids.size()));
    const bool ok = m_campaign.change(text, [&](QString*, QString* e) {
        QList<Character> copies;
        for (qint64 id : ids) {
            Character c;
            if (!find(id, &c, e))
                return false;
            c.name = tr("%1 (copy)").arg(c.name);
            copies.append(c);
        }
        return insertAll(copies, &added, e);
    }, error);
    if (ok && newIds)
        *newIds = added;
    return ok;
}

bool Roster::setArchived(const QList<qint64>& ids, bool archived, QString* error)
{
    const QString text = archived ? QCoreApplication::translate("hk::Roster", "Archive %n character(s)", nullptr, int(ids.size()))
                                  : QCoreApplication::translate("hk::Roster", "Bring back %n character(s)", nullptr,
                                                                int(ids.size()));
    return m_campaign.change(text, [&](QString* stepText, QString* e) {
        CharacterRepository repo(m_campaign.database());
        for (qint64 id : ids) {
            Character c;
            if (!repo.find(id, &c, e))
                return false;
            if (ids.size() == 1)
                *stepText = archived ? tr("Archive %1").arg(c.name) : tr("Bring back %1").arg(c.name);
            if (c.archived == archived)
                continue;
            if (c.dead) {
                *e = tr("%1 is dead: only bringing them back to life, with a reason, returns them to the roster.").arg(c.name);
                return false;
            }
            c.archived = archived;
            if (!repo.update(c, e))
                return false;
        }
        return true;
    }, error);
}

bool Roster::revive(qint64 id, const QString& reason, QString* error)
{
    if (reason.trimmed().isEmpty()) {
        *error = tr("Say why the character comes back to life (a spell, a wish, the GM's ruling).");
        return false;
    }
    return m_campaign.change(tr("Bring a character back to life"), [&](QString* stepText, QString* e) {
        CharacterRepository repo(m_campaign.database());
        Character c;
        if (!repo.find(id, &c, e))
            return false;
        if (!c.dead) {
            *e = tr("%1 is not dead.").arg(c.name);
            return false;
        }
        *stepText = tr("Bring %1 back to life").arg(c.name);
        c.dead = false;
        c.archived = false;
        return repo.update(c, e)
               && m_campaign.logEvent(QStringLiteral("character"), c.name, tr("%1 comes back to life: %2").arg(c.name, reason.trimmed()),
                                      {{QStringLiteral("character"), c.id}, {QStringLiteral("reason"), reason.trimmed()}}, false, e);
    }, error);
}

bool Roster::remove(const QList<qint64>& ids, QString* error)
{
    const QString text = QCoreApplication::translate("hk::Roster", "Remove %n character(s)", nullptr, int(ids.size()));
    return m_campaign.change(text, [&](QString* stepText, QString* e) {
        CharacterRepository repo(m_campaign.database());
        for (qint64 id : ids) {
            Character c;
            if (!repo.find(id, &c, e))
                return false;
            if (ids.size() == 1)
                *stepText = tr("Remove %1").arg(c.name);
            // The ledger, activities and purse go with it (ON DELETE CASCADE); the change's record keeps them.
            if (!repo.remove(id, e))
                return false;
        }
        return true;
    }, error);
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
    return m_campaign.change(tr("Award %1 EP to %2 characters").arg(amount).arg(ids.size()), [&](QString* text, QString* e) {
        CharacterRepository repo(m_campaign.database());
        for (qint64 id : ids) {
            Character c;
            if (!repo.find(id, &c, e))
                return false;
            if (qint64(c.experience) + amount > CharacterLimits::MaxExperience) {
                *e = tr("%1 has %2 EP; %3 more would pass the limit of %4 EP.").arg(c.name).arg(c.experience).arg(amount).arg(CharacterLimits::MaxExperience);
                return false;
            }
            if (qint64(c.experience) + amount < 0) {
                *e = tr("%1 has %2 EP; taking away %3 would leave less than none.").arg(c.name).arg(c.experience).arg(-amount);
                return false;
            }
            c.experience += amount;
            if (!repo.update(c, e) || !repo.addXp(ledgerLine(c, XpKind::Award, amount, {}, reason.trimmed()), e))
                return false;
            if (ids.size() == 1)
                *text = tr("Award %1 EP to %2").arg(amount).arg(c.name);
        }
        return true;
    }, error);
}

bool Roster::spendXp(qint64 id, const QString& attribute, QString* error)
{
    XpPurchase purchase;
    if (!XpPurchase::fromKey(attribute, &purchase) || purchase.kind != XpPurchaseKind::Attribute) {
        if (error)
            *error = tr("“%1” is not an attribute that experience can raise.").arg(attribute);
        return false;
    }
    return spendXp(id, purchase, error);
}

bool Roster::spendXp(qint64 id, const XpPurchase& purchase, QString* error)
{
    const Experience xp(m_campaign.rules());
    Character before;
    if (!find(id, &before, error))
        return false;
    const QString what = xp.describe(before, purchase);
    const bool attribute = purchase.kind == XpPurchaseKind::Attribute;
    return m_campaign.change(attribute ? tr("Raise %1").arg(what) : tr("Buy %1").arg(what), [&](QString* text, QString* e) {
        CharacterRepository repo(m_campaign.database());
        Character c;
        int paid = 0;
        if (!repo.find(id, &c, e) || !xp.spend(&c, purchase, &paid, e))
            return false;
        *text = attribute ? tr("%1 raises %2").arg(c.name, what) : tr("%1 buys %2").arg(c.name, what);
        return repo.update(c, e)
               && repo.addXp(ledgerLine(c, XpKind::Spend, paid, purchase.key(),
                                        attribute ? tr("Raised %1 by one").arg(what) : tr("Bought %1").arg(what)), e);
    }, error);
}

bool Roster::find(qint64 id, Character* out, QString* error) const
{
    return CharacterRepository(m_campaign.database()).find(id, out, error);
}

QList<Character> Roster::list(const RosterFilter& filter, QString* error) const
{
    return CharacterRepository(m_campaign.database()).list(filter, error);
}

QList<RosterEntry> Roster::names(QString* error) const
{
    return CharacterRepository(m_campaign.database()).names(error);
}

TeamReport Roster::team(const QString& party, bool longGame, QString* error) const
{
    QString readError;
    const QList<Character> members = teamMembers(party, &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return {};
    }
    return TeamRules(m_campaign.rules()).check(members, longGame);
}

QList<Character> Roster::teamMembers(const QString& party, QString* error) const
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
    return team;
}

QStringList Roster::parties(const Campaign& campaign, QString* error)
{
    return CharacterRepository(campaign.database()).parties(error);
}

QList<XpEntry> Roster::ledger(qint64 id, QString* error) const
{
    return CharacterRepository(m_campaign.database()).ledger(id, error);
}

} // namespace hk
