#include "players/PlayerAsk.h"

#include "characters/Roster.h"
#include "text/EnumKeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace hk {

namespace {

struct KindKey
{
    AskKind kind;
    const char* key;
    const char* name;
};

constexpr KindKey kKinds[] = {
    {AskKind::SpendXp, "spend-xp", QT_TRANSLATE_NOOP("hk::PlayerAsk", "spend experience")},
    {AskKind::LearnSpell, "learn-spell", QT_TRANSLATE_NOOP("hk::PlayerAsk", "learn a spell")},
    {AskKind::Brew, "brew", QT_TRANSLATE_NOOP("hk::PlayerAsk", "brew a potion")},
    {AskKind::ItemProject, "item-project", QT_TRANSLATE_NOOP("hk::PlayerAsk", "make a magic item")},
    {AskKind::Research, "research", QT_TRANSLATE_NOOP("hk::PlayerAsk", "research")},
    {AskKind::MarketSearch, "market-search", QT_TRANSLATE_NOOP("hk::PlayerAsk", "look for an item on the market")},
    {AskKind::NewCharacter, "new-character", QT_TRANSLATE_NOOP("hk::PlayerAsk", "a new character")},
    {AskKind::Notes, "notes", QT_TRANSLATE_NOOP("hk::PlayerAsk", "a note")},
};

// The keys of kKinds, in the one enum↔key mechanism.
constexpr auto kKindKeys = [] {
    EnumKey<AskKind> pairs[std::size(kKinds)]{};
    for (std::size_t i = 0; i < std::size(kKinds); ++i)
        pairs[i] = {kKinds[i].kind, kKinds[i].key};
    return enumKeys(pairs);
}();
static_assert(kKindKeys.distinct());

// Reads the page's fields one by one, strictly; remembers which it read so that finish() refuses the rest.
class Reader
{
public:
    Reader(const QJsonObject& o, QString* error) : m_o(o), m_error(error) {}

    bool has(const char* key) const { return m_o.contains(QLatin1String(key)); }
    bool fail(const QString& message)
    {
        *m_error = message;
        return false;
    }

    bool text(const char* key, QString* out, bool required, int max = PlayerAsk::MaxName, bool lines = false)
    {
        m_read.insert(QLatin1String(key));
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined())
            return !required || fail(PlayerAsk::tr("The request needs “%1”.").arg(QLatin1String(key)));
        if (!v.isString())
            return fail(PlayerAsk::tr("“%1” must be text.").arg(QLatin1String(key)));
        const QString t = v.toString().trimmed();
        if (required && t.isEmpty())
            return fail(PlayerAsk::tr("“%1” must not be empty.").arg(QLatin1String(key)));
        if (t.size() > max)
            return fail(PlayerAsk::tr("“%1” is longer than %2 characters.").arg(QLatin1String(key)).arg(max));
        for (const QChar c : t) {
            if (c.category() == QChar::Other_Control && !(lines && (c == QLatin1Char('\n') || c == QLatin1Char('\t'))))
                return fail(PlayerAsk::tr("“%1” holds a control character.").arg(QLatin1String(key)));
        }
        *out = t;
        return true;
    }

    bool number(const char* key, double* out, bool required, double min, double max)
    {
        m_read.insert(QLatin1String(key));
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined())
            return !required || fail(PlayerAsk::tr("The request needs “%1”.").arg(QLatin1String(key)));
        const double d = v.toDouble();
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d))
            return fail(PlayerAsk::tr("“%1” must be a whole number.").arg(QLatin1String(key)));
        if (d < min || d > max)
            return fail(PlayerAsk::tr("“%1” must be from %2 to %3.").arg(QLatin1String(key)).arg(qint64(min)).arg(qint64(max)));
        *out = d;
        return true;
    }

    bool integer(const char* key, int* out, bool required, int min, int max)
    {
        double d = *out;
        if (!number(key, &d, required, min, max))
            return false;
        *out = int(d);
        return true;
    }

    bool id(const char* key, qint64* out, bool required)
    {
        double d = double(*out);
        if (!number(key, &d, required, 1, 1e15))
            return false;
        *out = qint64(d);
        return true;
    }

    bool flag(const char* key, bool* out)
    {
        m_read.insert(QLatin1String(key));
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isBool())
            return fail(PlayerAsk::tr("“%1” must be true or false.").arg(QLatin1String(key)));
        *out = v.toBool();
        return true;
    }

    void skip(const char* key) { m_read.insert(QLatin1String(key)); }

    bool finish()
    {
        for (auto it = m_o.begin(); it != m_o.end(); ++it) {
            if (!m_read.contains(it.key()))
                return fail(PlayerAsk::tr("A request of this kind has no field “%1”.").arg(it.key().left(40)));
        }
        return true;
    }

private:
    const QJsonObject& m_o;
    QString* m_error;
    QSet<QString> m_read;
};

// "character": one of the player's characters by id or by name.
bool readCharacter(Reader& r, const QJsonObject& o, PlayerAsk* a)
{
    const QJsonValue v = o.value(QLatin1String("character"));
    if (v.isString())
        return r.text("character", &a->characterName, true);
    if (v.isUndefined())
        return r.fail(PlayerAsk::tr("The request needs “character”: which of your characters."));
    return r.id("character", &a->characterId, true);
}

// What to buy: an "attribute", a "skill" or a "spell" by name (Warrior & Wizard; the name is matched against
// the rules when the request is checked), or a "purchase" by the key `offers` gives ("skill:swords").
bool readSpendXp(Reader& r, PlayerAsk* a)
{
    // A purchase key is its prefix ("skill-bonus:" at most) and a name of up to MaxName: a skill sent by
    // name in full is stored as "purchase": "skill:NAME" and must read back from there.
    static constexpr int MaxKey = PlayerAsk::MaxName + 12;
    QString attribute, key, skill, spell;
    if (!r.text("attribute", &attribute, false) || !r.text("purchase", &key, false, MaxKey) || !r.text("skill", &skill, false)
        || !r.text("spell", &spell, false))
        return false;
    if (int(!attribute.isEmpty()) + int(!key.isEmpty()) + int(!skill.isEmpty()) + int(!spell.isEmpty()) != 1)
        return r.fail(PlayerAsk::tr("Name one thing to buy: an “attribute” (ST, DX, IQ, MA), a “skill”, a “spell” or a “purchase” (skill:ID, spell:ID …)."));
    if (!skill.isEmpty() || !spell.isEmpty()) {
        a->purchase = skill.isEmpty() ? XpPurchase{XpPurchaseKind::Spell, spell} : XpPurchase{XpPurchaseKind::Skill, skill};
        return true;
    }
    if (!attribute.isEmpty()) {
        if (!XpPurchase::fromKey(attribute, &a->purchase) || a->purchase.kind != XpPurchaseKind::Attribute)
            return r.fail(PlayerAsk::tr("“%1” is not an attribute that experience can raise.").arg(attribute));
        return true;
    }
    if (!XpPurchase::fromKey(key, &a->purchase))
        return r.fail(PlayerAsk::tr("“%1” is not something experience can buy.").arg(key));
    if (a->purchase.id.size() > PlayerAsk::MaxName) // the name's bound, as for "skill" and "spell"
        return r.fail(PlayerAsk::tr("“%1” is longer than %2 characters.").arg(QLatin1String("purchase")).arg(PlayerAsk::MaxName));
    return true;
}

bool readBrew(Reader& r, const QJsonObject& o, PlayerAsk* a)
{
    if (!r.text("potion", &a->potion, true) || !r.integer("doses", &a->doses, false, 1, PlayerAsk::MaxNumber)
        || !r.id("lab", &a->labId, false) || !r.flag("book", &a->hasBook) || !r.flag("trained", &a->trained))
        return false;
    r.skip("supplied");
    const QJsonValue supplied = o.value(QLatin1String("supplied"));
    if (supplied.isUndefined())
        return true;
    if (!supplied.isArray() || supplied.toArray().size() > 2)
        return r.fail(PlayerAsk::tr("“supplied” must be a list of \"special\" and \"common\"."));
    for (const QJsonValue& v : supplied.toArray()) {
        if (v.toString() == QLatin1String("special"))
            a->suppliedSpecial = true;
        else if (v.toString() == QLatin1String("common"))
            a->suppliedCommon = true;
        else
            return r.fail(PlayerAsk::tr("“supplied” must be a list of \"special\" and \"common\"."));
    }
    return true;
}

// "team", "apprentices": lists of character ids.
bool readIds(Reader& r, const QJsonObject& o, const char* key, QList<qint64>* out)
{
    r.skip(key);
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isArray() || v.toArray().size() > 20)
        return r.fail(PlayerAsk::tr("“%1” must be a list of at most 20 character ids.").arg(QLatin1String(key)));
    for (const QJsonValue& each : v.toArray()) {
        const double d = each.toDouble();
        if (!each.isDouble() || d != std::floor(d) || d < 1 || d > 1e15)
            return r.fail(PlayerAsk::tr("“%1” must be a list of at most 20 character ids.").arg(QLatin1String(key)));
        out->append(qint64(d));
    }
    return true;
}

bool readItemProject(Reader& r, const QJsonObject& o, PlayerAsk* a)
{
    const int most = PlayerAsk::MaxNumber;
    return r.text("recipe", &a->recipe, true) && r.id("lab", &a->labId, true) && r.text("item", &a->item, true)
           && r.integer("value", &a->value, false, 0, most) && r.integer("strength", &a->strength, false, 0, most)
           && r.integer("selfPowered", &a->selfPowered, false, 0, most) && r.integer("hexes", &a->hexes, false, 1, most)
           && r.integer("hire", &a->hired, false, 0, 100) && r.integer("charm", &a->charm, false, 0, 100)
           && r.flag("potionsFromStock", &a->potionsFromStock) && r.flag("book", &a->hasBook) && readIds(r, o, "team", &a->team)
           && readIds(r, o, "apprentices", &a->apprentices);
}

bool readNewCharacter(Reader& r, const QJsonObject& o, PlayerAsk* a)
{
    r.skip("character");
    const QJsonValue v = o.value(QLatin1String("character"));
    if (!v.isObject())
        return r.fail(PlayerAsk::tr("“character” must be the new character, in Hexkeeper's character format."));
    QList<Character> read;
    QString error;
    if (!Roster::parseExchange(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact), &read, &error))
        return r.fail(error);
    if (read.size() != 1)
        return r.fail(PlayerAsk::tr("Send one new character at a time."));
    a->character = read.first();
    return true;
}

bool readFields(Reader& r, const QJsonObject& o, PlayerAsk* a)
{
    if (a->kind != AskKind::NewCharacter && !readCharacter(r, o, a))
        return false;
    switch (a->kind) {
    case AskKind::SpendXp:
        return readSpendXp(r, a);
    case AskKind::LearnSpell:
        return r.text("spell", &a->spell, true) && r.text("method", &a->method, true)
               && r.integer("feePerWeek", &a->feePerWeek, false, 0, PlayerAsk::MaxNumber);
    case AskKind::Brew:
        return readBrew(r, o, a);
    case AskKind::Research:
        return r.text("project", &a->project, true) && r.text("title", &a->title, false) && r.text("spell", &a->spell, false)
               && r.integer("level", &a->level, false, 0, PlayerAsk::MaxNumber) && r.id("lab", &a->labId, true);
    case AskKind::MarketSearch:
        return r.text("item", &a->item, true) && r.integer("value", &a->value, true, 1, PlayerAsk::MaxNumber)
               && r.text("settlement", &a->settlement, true) && r.flag("fullTime", &a->fullTime) && r.flag("magic", &a->magic);
    case AskKind::NewCharacter:
        return readNewCharacter(r, o, a);
    case AskKind::Notes:
        return r.text("text", &a->text, true, PlayerAsk::MaxText, true);
    case AskKind::ItemProject:
        return readItemProject(r, o, a);
    }
    return false;
}

} // namespace

QList<AskKind> PlayerAsk::kinds()
{
    return kKindKeys.values();
}

QString PlayerAsk::kindKey(AskKind kind)
{
    return kKindKeys.toKey(kind);
}

std::optional<AskKind> PlayerAsk::kindFromKey(const QString& key)
{
    return kKindKeys.fromKey(key);
}

QString PlayerAsk::kindName(AskKind kind)
{
    for (const KindKey& k : kKinds) {
        if (k.kind == kind)
            return tr(k.name);
    }
    return {};
}

std::optional<PlayerAsk> PlayerAsk::fromJson(const QJsonObject& o, QString* error)
{
    Reader r(o, error);
    r.skip("id");
    r.skip("type");
    if (o.contains(QLatin1String("type")) && o.value(QLatin1String("type")).toString() != QLatin1String("request")) {
        r.fail(tr("This is not a request."));
        return std::nullopt;
    }
    QString key;
    if (!r.text("kind", &key, true))
        return std::nullopt;
    const std::optional<AskKind> kind = kindFromKey(key);
    if (!kind) {
        r.fail(tr("“%1” is not a kind of request (spend-xp, learn-spell, brew, item-project, research, market-search, "
                      "new-character, notes).")
                   .arg(key.left(40)));
        return std::nullopt;
    }
    PlayerAsk a;
    a.kind = *kind;
    if (!readFields(r, o, &a) || !r.finish())
        return std::nullopt;
    return a;
}

QJsonObject PlayerAsk::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), kindKey(kind)}};
    if (kind == AskKind::NewCharacter) {
        QJsonObject c = character.toJson();
        c.remove(QStringLiteral("id"));
        o.insert(QStringLiteral("character"), c);
    } else if (characterId > 0) {
        o.insert(QStringLiteral("character"), characterId);
    } else {
        o.insert(QStringLiteral("character"), characterName);
    }
    const auto put = [&o](const char* key, const QJsonValue& v, bool when) {
        if (when)
            o.insert(QLatin1String(key), v);
    };
    switch (kind) {
    case AskKind::SpendXp:
        put(purchase.kind == XpPurchaseKind::Attribute ? "attribute" : "purchase", purchase.key(), true);
        break;
    case AskKind::LearnSpell:
        put("spell", spell, true);
        put("method", method, true);
        put("feePerWeek", feePerWeek, feePerWeek != 0);
        break;
    case AskKind::Brew: {
        QJsonArray supplied;
        if (suppliedSpecial)
            supplied.append(QStringLiteral("special"));
        if (suppliedCommon)
            supplied.append(QStringLiteral("common"));
        put("potion", potion, true);
        put("doses", doses, true);
        put("lab", labId, labId > 0);
        put("supplied", supplied, !supplied.isEmpty());
        put("book", hasBook, hasBook);
        put("trained", trained, trained);
        break;
    }
    case AskKind::Research:
        put("project", project, true);
        put("title", title, !title.isEmpty());
        put("spell", spell, !spell.isEmpty());
        put("level", level, level != 0);
        put("lab", labId, true);
        break;
    case AskKind::MarketSearch:
        put("item", item, true);
        put("value", value, true);
        put("settlement", settlement, true);
        put("fullTime", fullTime, fullTime);
        put("magic", magic, magic);
        break;
    case AskKind::Notes:
        put("text", text, true);
        break;
    case AskKind::ItemProject: {
        const auto ids = [](const QList<qint64>& list) {
            QJsonArray out;
            for (qint64 id : list)
                out.append(id);
            return out;
        };
        put("recipe", recipe, true);
        put("lab", labId, true);
        put("item", item, true);
        put("value", value, value != 0);
        put("strength", strength, strength != 0);
        put("selfPowered", selfPowered, selfPowered != 0);
        put("hexes", hexes, hexes != 1);
        put("team", ids(team), !team.isEmpty());
        put("apprentices", ids(apprentices), !apprentices.isEmpty());
        put("hire", hired, hired != 0);
        put("charm", charm, charm != 0);
        put("potionsFromStock", potionsFromStock, potionsFromStock);
        put("book", hasBook, hasBook);
        break;
    }
    case AskKind::NewCharacter:
        break;
    }
    return o;
}

} // namespace hk
