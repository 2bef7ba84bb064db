#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace hk {
class Ruleset;
}

namespace hk::wizwar {

// The five kinds of Magic card (001 l.630–672).
enum class CardType { Unknown, Attack, Counter, Energy, Item, Neutral };
// How far a card's target may be (l.681–700).
enum class CardRange { Anywhere, Caster, Adjacent, LineOfSight };
// How long a card stays in play (l.739–760, 825–837).
enum class CardDuration { Instant, Temporary, Permanent };
// Where a card's facts come from: the book as it stands, the book completed by Hexkeeper's starter deck (the
// school, type or numbers the rulebook leaves out), a card of Hexkeeper's own, or one the players typed in.
enum class CardOrigin { Book, BookCompleted, Ours, Campaign };

// One Magic card as the companion knows it: the facts the rules need (type, school, range, duration, energy
// value, damage and the counter's effect), never its printed text, which is on the physical card. The book's
// examples come from the ruleset's `card` entries; the players add the rest once as house-rule entries of
// the same kind, so they are kept in the campaign, undoable, and shown in the Rules library.
struct CardDef
{
    QString id;
    QString name;
    QString school;
    CardType type = CardType::Unknown;
    CardRange range = CardRange::Anywhere;
    CardDuration duration = CardDuration::Instant;
    QStringList traits;
    int energyValue = 0;     // 0: no energy value printed
    int damage = 0;          // an attack's damage at energy 1
    bool damageFromEnergy = false;
    int damagePerTurn = 0;   // dealt to the hat's wizard when time passes on the caster's turn
    int damageReduction = 0; // a counter spell's reduction
    bool cancelsAttack = false;
    QList<int> evadeOn;      // die faces on which a counter lets the target evade
    int baseSpeed = 0;       // a transformation's base speed (0: unchanged)
    bool createsObject = false;
    bool blocksLos = false;
    bool blocksMovement = false;
    int copies = 1;
    QString summary;          // the effect in our words (the Rules library's summary)
    CardOrigin origin = CardOrigin::Book;
    bool changed = false;     // a house rule changes one of its fields
    QString starterNote;      // what the starter deck filled in, in words

    bool isSpell() const { return type == CardType::Attack || type == CardType::Counter || type == CardType::Neutral; }
    bool isTransformation() const { return traits.contains(QLatin1String("transformation")); }
    bool isWeapon() const
    {
        return traits.contains(QLatin1String("weapon")) || traits.contains(QLatin1String("thrown-weapon"));
    }
    bool isMagicStone() const { return traits.contains(QLatin1String("magic-stone")); }
    bool isFire() const { return traits.contains(QLatin1String("fire")); }
    // Leaving its object's square goes in a random direction (the dust cloud, 001 l.1377–1381).
    bool sendsRandomly() const { return traits.contains(QLatin1String("random-direction")); }
    bool isMaintained() const { return duration != CardDuration::Instant; }
    // Dealt in a game only with a type and a school.
    bool dealable() const { return type != CardType::Unknown && !school.isEmpty(); }
};

QString cardTypeKey(CardType t);
CardType cardTypeFromKey(const QString& key);
QString cardRangeKey(CardRange r);
CardRange cardRangeFromKey(const QString& key);
QString cardDurationKey(CardDuration d);
CardDuration cardDurationFromKey(const QString& key);

// Every card the campaign's rules know, by id, with lookup by id or name.
class CardLibrary
{
public:
    // The `card` entries, house rules included. While the `starter-deck` switch is on (the default), a book
    // card takes the facts its `starter` field fills in where neither the book nor a house rule gives them, and
    // Hexkeeper's own cards (`ours`) are in the list; switched off, the list is the book's and the players'.
    static CardLibrary fromRules(const Ruleset& rules);
    static QString starterSwitch() { return QStringLiteral("starter-deck"); }
    bool starterDeck() const { return m_starter; }
    const CardDef* find(const QString& idOrName) const;
    const QList<CardDef>& all() const { return m_cards; }
    QList<CardDef> ofSchool(const QString& school) const;
    void add(CardDef card) { m_cards.append(std::move(card)); }
    // A school's name ("White Cantrip") from the ruleset's `school` entries; the id when it has none.
    QString schoolName(const QString& id) const { return m_schoolNames.value(id, id); }

private:
    QList<CardDef> m_cards;
    QHash<QString, QString> m_schoolNames;
    bool m_starter = false;
};

} // namespace hk::wizwar
