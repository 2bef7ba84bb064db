#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarSteps.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/DiceRoller.h"
#include "houserules/HouseRules.h"
#include "wizwar/WizWarRepository.h"
#include "text/UserText.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <numeric>

namespace hk {

namespace {

// The campaign's live roller, with every roll written to the dice log. A shuffle orders the secret deck, so
// its roll is kept from the players.
class LoggedDice : public DiceRoller
{
public:
    explicit LoggedDice(Campaign& campaign) : m_campaign(campaign) {}

    QList<int> roll(const DiceRequest& request) override
    {
        const QList<int> faces = m_campaign.dice().roller().roll(request);
        RollRecord r;
        r.who = QStringLiteral("Wiz-War");
        r.purpose = request.purpose;
        r.dice = QStringLiteral("%1d%2").arg(request.count).arg(request.sides);
        r.faces = faces;
        r.total = std::accumulate(faces.begin(), faces.end(), 0);
        r.gmOnly = request.count > 1 && request.sides > 100; // a shuffle's sort keys
        r.mode = m_campaign.dice().roller().mode();
        m_campaign.dice().record(r);
        return faces;
    }
    QString mode() const override { return m_campaign.dice().roller().mode(); }

private:
    Campaign& m_campaign;
};

bool writeLog(WizWarRepository& games, qint64 id, int turn, const QList<wizwar::LogLine>& lines, QString* error)
{
    for (const wizwar::LogLine& line : lines)
        if (!games.appendLog(id, {0, turn, line.text, line.onlyFor}, error))
            return false;
    return true;
}

} // namespace

std::optional<wizwar::Parameters> WizWarGames::parameters(QString* error) const
{
    return wizwar::Parameters::load(m_campaign.rules(), error);
}

wizwar::CardLibrary WizWarGames::cards() const
{
    return wizwar::CardLibrary::fromRules(m_campaign.rules());
}

qint64 WizWarGames::create(const QString& name, const wizwar::SetupChoice& choice, QString* error)
{
    const std::optional<wizwar::Parameters> params = parameters(error);
    if (!params)
        return 0;
    if (name.trimmed().isEmpty()) {
        *error = tr("Give the game a name.");
        return 0;
    }
    if (!UserText::checkName(name.trimmed(), tr("The game's name"), error))
        return 0;
    for (const wizwar::SetupChoice::Player& player : choice.players) {
        if (!UserText::checkName(player.name.trimmed(), tr("A player's name"), error))
            return 0;
    }
    const wizwar::CardLibrary library = cards();
    qint64 id = 0;
    const bool ok = m_campaign.change(tr("New Wiz-War game %1").arg(name.trimmed()), [&](QString*, QString* e) {
        WizWarRepository games(m_campaign.database());
        const QHash<QString, QString> maps = games.sectorMaps(e);
        if (!e->isEmpty())
            return false;
        LoggedDice dice(m_campaign);
        QList<wizwar::LogLine> lines;
        const std::optional<wizwar::GameState> state =
            wizwar::Game::setup(choice, maps, *params, library, dice, &lines, e);
        if (!state)
            return false;
        WizWarRecord record{0, name.trimmed(), m_campaign.info().calendarDay, *state};
        id = games.insert(record, e);
        return id > 0 && writeLog(games, id, state->turn.number, lines, e);
    }, error);
    return ok ? id : 0;
}

bool WizWarGames::play(qint64 gameId, const WizWarStep& step, QString* error)
{
    return run(gameId, tr("Wiz-War step"), step.name, step.body, error);
}

bool WizWarGames::play(qint64 gameId, const QString& text, const Step& step, QString* error)
{
    return run(gameId, text, {}, step, error);
}

bool WizWarGames::run(qint64 gameId, const QString& text, const std::function<QString(const wizwar::Game&)>& name,
                      const Step& step, QString* error)
{
    const std::optional<wizwar::Parameters> params = parameters(error);
    if (!params)
        return false;
    const wizwar::CardLibrary library = cards();
    return m_campaign.change(text, [&](QString* named, QString* e) {
        WizWarRepository games(m_campaign.database());
        WizWarRecord record;
        if (!games.find(gameId, &record, e))
            return false;
        LoggedDice dice(m_campaign);
        wizwar::Game game(record.state, *params, library, dice);
        if (name)
            *named = name(game); // named from the game before the step: the card still in the hand
        try {
            if (!step(game, e))
                return false;
        } catch (const DiceError& d) {
            *e = d.message();
            return false;
        }
        return games.update(record, e) && writeLog(games, gameId, record.state.turn.number, game.takeLog(), e);
    }, error);
}

bool WizWarGames::remove(qint64 gameId, QString* error)
{
    return m_campaign.change(tr("Remove Wiz-War game"), [&](QString* text, QString* e) {
        WizWarRepository games(m_campaign.database());
        WizWarRecord record;
        if (!games.find(gameId, &record, e))
            return false;
        *text = tr("Remove Wiz-War game %1").arg(record.name);
        return games.remove(gameId, e);
    }, error);
}

bool WizWarGames::find(qint64 gameId, WizWarRecord* out, QString* error) const
{
    return WizWarRepository(m_campaign.database()).find(gameId, out, error);
}

QList<WizWarRecord> WizWarGames::list(QString* error) const
{
    return WizWarRepository(m_campaign.database()).list(error);
}

QList<WizWarLogEntry> WizWarGames::log(qint64 gameId, int seat, QString* error) const
{
    return WizWarRepository(m_campaign.database()).log(gameId, seat, error);
}

QHash<QString, QString> WizWarGames::sectorMaps(QString* error) const
{
    return WizWarRepository(m_campaign.database()).sectorMaps(error);
}

bool WizWarGames::setSectorMap(int sector, QChar side, const QString& text, QString* error)
{
    if (sector < 1 || sector > 4 || (side != QLatin1Char('A') && side != QLatin1Char('B'))) {
        *error = tr("Sectors are 1 to 4 (red, blue, green, yellow), sides A and B.");
        return false;
    }
    const std::optional<wizwar::SectorMap> map = wizwar::SectorMap::parse(text, error);
    if (!map)
        return false;
    return m_campaign.change(tr("Draw sector %1%2").arg(sector).arg(side), [&](QString*, QString* e) {
        return WizWarRepository(m_campaign.database()).setSectorMap(sector, side, map->toText(), e);
    }, error);
}

bool WizWarGames::addCard(const wizwar::CardDef& card, QString* error)
{
    QJsonObject fields;
    if (!card.school.isEmpty())
        fields.insert(QStringLiteral("school"), card.school);
    if (card.type != wizwar::CardType::Unknown)
        fields.insert(QStringLiteral("cardType"), wizwar::cardTypeKey(card.type));
    fields.insert(QStringLiteral("range"), wizwar::cardRangeKey(card.range));
    fields.insert(QStringLiteral("cardDuration"), wizwar::cardDurationKey(card.duration));
    if (!card.traits.isEmpty())
        fields.insert(QStringLiteral("traits"), QJsonArray::fromStringList(card.traits));
    const auto number = [&fields](const char* key, int value) {
        if (value)
            fields.insert(QLatin1String(key), value);
    };
    number("energyValue", card.energyValue);
    number("damage", card.damage);
    number("damagePerTurn", card.damagePerTurn);
    number("damageReduction", card.damageReduction);
    number("baseSpeed", card.baseSpeed);
    fields.insert(QStringLiteral("copies"), card.copies);
    const auto flag = [&fields](const char* key, bool value) {
        if (value)
            fields.insert(QLatin1String(key), true);
    };
    flag("damageFromEnergy", card.damageFromEnergy);
    flag("cancelsAttack", card.cancelsAttack);
    flag("createsObject", card.createsObject);
    flag("blocksLos", card.blocksLos);
    flag("blocksMovement", card.blocksMovement);
    if (!card.evadeOn.isEmpty()) {
        QJsonArray faces;
        for (int f : card.evadeOn)
            faces.append(f);
        fields.insert(QStringLiteral("evadeOn"), faces);
    }
    return defineCard(card.name, fields, error);
}

bool WizWarGames::defineCard(const QString& name, const QJsonObject& fields, QString* error)
{
    if (name.trimmed().isEmpty()) {
        *error = tr("Give the card its name.");
        return false;
    }
    if (!UserText::checkName(name.trimmed(), tr("The card's name"), error))
        return false;
    // Names the rules know: a type, range and duration of the card kinds, a school of the schools.
    const auto ruleKnows = [this](const QString& kind, const QString& id) { return m_campaign.rules().entry(kind, id) != nullptr; };
    for (const auto& [field, kind] : {std::pair{"cardType", "card-type"}, std::pair{"range", "range"},
                                      std::pair{"cardDuration", "card-duration"}, std::pair{"school", "school"}})
        if (fields.contains(QLatin1String(field))
            && !ruleKnows(QString::fromLatin1(kind), fields.value(QLatin1String(field)).toString())) {
            *error = tr("“%1” is not a %2 the rules know.").arg(fields.value(QLatin1String(field)).toString(), QString::fromLatin1(kind));
            return false;
        }
    const wizwar::CardLibrary library = cards();
    if (const wizwar::CardDef* known = library.find(name)) {
        if (fields.isEmpty()) {
            *error = tr("“%1” is in the card list already; name the fields to change.").arg(known->name);
            return false;
        }
        return HouseRules::setValues(m_campaign, QStringLiteral("card"), known->id, fields,
                                     tr("From the players' deck"), error);
    }
    QString id = name.trimmed().toLower();
    id.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    const QString base = id;
    for (int n = 2; m_campaign.rules().entry(QStringLiteral("card"), id); ++n) // a starter card switched off keeps its id
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    QJsonObject entry = fields;
    entry.insert(QStringLiteral("id"), id);
    entry.insert(QStringLiteral("name"), name.trimmed());
    entry.insert(QStringLiteral("summary"), tr("Typed in from the players' deck."));
    return HouseRules::addEntry(m_campaign, QStringLiteral("card"), entry, tr("A card from the players' deck"), error);
}

} // namespace hk
