#pragma once

// The Wiz-War part of the soak (issue 34, section 5): a random game from its seed, every step built by
// WizWarSteps and played through WizWarGames::play as the window and the CLI do (the companion's public API
// only). After every step: a refused step changes nothing, undo and redo give back the digests, life is never
// above the maximum, a dead wizard never acts, and the table's log holds no player's private line.
#include "CampaignTestSupport.h"

#include "commands/ChangeHistory.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarSteps.h"

#include <QRandomGenerator64>

namespace hk::test {

struct WizWarDraw
{
    QString text;
    int seat = -1; // the wizard who acts (-1: the GM or nobody in particular)
    WizWarStep step;
};

inline WizWarDraw wizWarDraw(const wizwar::GameState& s, QRandomGenerator64& rng)
{
    using namespace wizwar;
    const auto pick = [&](int n) { return n <= 1 ? 0 : int(rng.bounded(quint64(n))); };
    const int seats = int(s.seats.size());
    const int seat = pick(5) > 0 ? s.turn.active : pick(seats);
    const int other = (seat + 1 + pick(seats - 1)) % seats;
    const QList<int>& hand = s.seats.at(seat).hand;
    const QString card = hand.isEmpty() ? QString() : s.cards.value(hand.at(pick(int(hand.size()))));
    const int what = pick(20);
    if (s.mustDiscard >= 0 && !s.seats.at(s.mustDiscard).hand.isEmpty() && pick(2) == 0) {
        const int m = s.mustDiscard;
        const QString c = s.cards.value(s.seats.at(m).hand.first());
        return {QStringLiteral("discard %1 %2").arg(m).arg(c), m, WizWarSteps::discard(m, {c})};
    }
    if (s.attack.active && what < 8) {
        if (pick(2) == 0 && !card.isEmpty())
            return {QStringLiteral("counter %1 %2").arg(seat).arg(card), seat, WizWarSteps::counter(seat, card, QString())};
        return {QStringLiteral("resolve"), -1, WizWarSteps::resolveAttack()};
    }
    if (what < 6) {
        QList<Direction> path;
        for (int i = 0, n = 1 + pick(3); i < n; ++i)
            path.append(Direction(pick(4)));
        return {QStringLiteral("move %1").arg(seat), seat, WizWarSteps::move(seat, path, pick(2) == 0)};
    }
    if (what < 9) {
        AttackChoice a;
        a.seat = seat;
        a.target.kind = Target::Kind::Wizard;
        a.target.seat = other;
        if (pick(3) == 0 && !card.isEmpty())
            a.card = card;
        else
            a.punch = true;
        return {QStringLiteral("attack %1 -> %2 %3").arg(seat).arg(other).arg(a.punch ? QStringLiteral("punch") : a.card), seat, WizWarSteps::attack(a)};
    }
    if (what < 11 && !card.isEmpty()) {
        Target t;
        t.kind = pick(2) ? Target::Kind::Wizard : Target::Kind::None;
        t.seat = other;
        return {QStringLiteral("play %1 %2").arg(seat).arg(card), seat, WizWarSteps::play(seat, card, t, QString())};
    }
    if (what < 13)
        return {QStringLiteral("draw %1").arg(seat), seat, WizWarSteps::draw(seat, 1 + pick(2))};
    if (what < 14 && !card.isEmpty())
        return {QStringLiteral("discard %1 %2").arg(seat).arg(card), seat, WizWarSteps::discard(seat, {card})};
    if (what < 15)
        return {QStringLiteral("pick up treasure %1").arg(seat), seat, WizWarSteps::pickUpTreasure(seat)};
    if (what < 16) {
        const int life = pick(7) - 4;
        return {QStringLiteral("gm life %1 %2").arg(other).arg(life), -1, WizWarSteps::adjust(other, life, pick(2), std::nullopt)};
    }
    return {QStringLiteral("end turn %1").arg(seat), seat, WizWarSteps::endTurn(seat)};
}

inline QStringList wizWarProblems(Campaign& c, qint64 id, const wizwar::GameState& before, const WizWarDraw& d, bool done,
                                  const wizwar::Parameters& p)
{
    QStringList out;
    QString error;
    WizWarGames games(c);
    WizWarRecord r;
    if (!games.find(id, &r, &error))
        return {QStringLiteral("the game cannot be read: %1").arg(error)};
    for (const wizwar::Seat& s : r.state.seats) {
        if (s.life > p.maximumLife)
            out.append(QStringLiteral("%1 has life %2 above the maximum %3").arg(s.name).arg(s.life).arg(p.maximumLife));
    }
    if (done && d.seat >= 0 && d.seat < before.seats.size() && !before.seats.at(d.seat).alive)
        out.append(QStringLiteral("%1 acted (%2) while dead").arg(before.seats.at(d.seat).name, d.text));
    for (const WizWarLogEntry& l : games.log(id, -1, &error)) {
        if (l.onlySeat >= 0)
            out.append(QStringLiteral("the table reads a private line: %1").arg(l.message));
    }
    return out;
}

inline QString wizWarGame(Campaign& c, quint64 seed, int steps, int* taken, QStringList* log)
{
    QRandomGenerator64 rng(seed);
    WizWarGames games(c);
    QString error;
    const std::optional<wizwar::Parameters> p = games.parameters(&error);
    if (!p)
        return QStringLiteral("no Wiz-War parameters: %1").arg(error);
    wizwar::SetupChoice choice;
    choice.players = {{QStringLiteral("Ann"), {}}, {QStringLiteral("Bob"), {}}};
    if (rng.bounded(2) == 0)
        choice.players.append({QStringLiteral("Cy"), {}});
    choice.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
    const qint64 id = games.create(QStringLiteral("Soak %1").arg(seed), choice, &error);
    if (id <= 0)
        return QStringLiteral("set-up refused: %1").arg(error);
    QString digest = digestOf(c);
    for (int i = 0; i < steps; ++i) {
        WizWarRecord r;
        if (!games.find(id, &r, &error))
            return error;
        if (r.state.winner >= 0)
            break;
        const WizWarDraw d = wizWarDraw(r.state, rng);
        const int undoSteps = c.undoStack()->index();
        const bool done = games.play(id, d.step, &error);
        log->append(QStringLiteral("%1. %2: %3").arg(log->size() + 1).arg(d.text, done ? QStringLiteral("done") : QStringLiteral("refused (%1)").arg(error)));
        const QString was = digest;
        digest = digestOf(c);
        if (!done && digest != was)
            return QStringLiteral("a refused step changed the campaign");
        if (done && !(digest == was && c.undoStack()->index() == undoSteps)) { // a step that changed nothing leaves no undo
            ++*taken;
            QString e;
            if (c.undoStack()->index() != undoSteps + 1)
                return QStringLiteral("the step left %1 steps to undo").arg(c.undoStack()->index() - undoSteps);
            if (!c.undo(&e) || digestOf(c) != was)
                return QStringLiteral("undo did not give back the digest before the step %1").arg(e);
            if (!c.redo(&e) || digestOf(c) != digest)
                return QStringLiteral("redo did not give back the digest after the step %1").arg(e);
        }
        const QStringList problems = wizWarProblems(c, id, r.state, d, done, *p);
        if (!problems.isEmpty())
            return problems.join(QStringLiteral("; "));
    }
    return {};
}

} // namespace hk::test
