#pragma once

#include "wizwar/WizWarGame.h"
#include "wizwar/WizWarRecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <optional>

namespace hk {

class Campaign;
struct WizWarStep;

// The Wiz-War companion's one service. Why: every step of a game — setup, a move, a spell, a counter, a draw —
// is one Campaign::change that reads the game inside the change, lets the rules engine (wizwar::Game) check
// and apply the step, and writes the new state and the log lines back; so each step is undoable, two programs
// on one file lose nothing, and the GUI and the CLI share every rule. Rolls go to the campaign's dice log (a
// shuffle's as hidden, since it orders the secret deck).
class WizWarGames
{
    Q_DECLARE_TR_FUNCTIONS(hk::WizWarGames)
public:
    explicit WizWarGames(Campaign& campaign) : m_campaign(campaign) {}

    using Step = std::function<bool(wizwar::Game& game, QString* error)>;

    std::optional<wizwar::Parameters> parameters(QString* error) const;
    wizwar::CardLibrary cards() const;

    // A new game, set up as the book says; returns its id, or 0 with *error.
    qint64 create(const QString& name, const wizwar::SetupChoice& choice, QString* error);
    // One step of a game as WizWarSteps builds it, under its own name in the undo history. The window and the
    // CLI play every step this way.
    bool play(qint64 gameId, const WizWarStep& step, QString* error);
    // One step of a game, named `text` in the undo history (for steps WizWarSteps has no builder for).
    bool play(qint64 gameId, const QString& text, const Step& step, QString* error);
    bool remove(qint64 gameId, QString* error);

    bool find(qint64 gameId, WizWarRecord* out, QString* error) const;
    QList<WizWarRecord> list(QString* error) const;
    // The log as the table sees it (seat -1) or as one player does (his private lines too).
    QList<WizWarLogEntry> log(qint64 gameId, int seat, QString* error) const;

    // Sector maps drawn from the physical boards, by "1A".."4B" (sector number and side).
    QHash<QString, QString> sectorMaps(QString* error) const;
    bool setSectorMap(int sector, QChar side, const QString& text, QString* error);

    // A card from the players' physical deck, kept in the campaign as a house-rule `card` entry.
    bool addCard(const wizwar::CardDef& card, QString* error);
    // The named card's fields (the `card` kind's: school, cardType, range, copies, …): a new card becomes a
    // house-rule entry, a card the rules know already (one of the book's) has these fields overridden.
    bool defineCard(const QString& name, const QJsonObject& fields, QString* error);

private:
    bool run(qint64 gameId, const QString& text, const std::function<QString(const wizwar::Game&)>& name,
             const Step& step, QString* error);

    Campaign& m_campaign;
};

} // namespace hk
