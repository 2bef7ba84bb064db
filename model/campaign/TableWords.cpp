#include "campaign/TableWords.h"
#include "i18n/Translate.h"

#include <QHash>

namespace hk::TableWords {

namespace {

// In the context of hk::Campaign, whose refusal messages they fill.
const QHash<QString, const char*>& words()
{
    static const QHash<QString, const char*> words{
        {QStringLiteral("campaign"), QT_TRANSLATE_NOOP("hk::Campaign", "the campaign's own settings or calendar")},
        {QStringLiteral("character"), QT_TRANSLATE_NOOP("hk::Campaign", "a character")},
        {QStringLiteral("xp_ledger"), QT_TRANSLATE_NOOP("hk::Campaign", "an experience ledger")},
        {QStringLiteral("money_ledger"), QT_TRANSLATE_NOOP("hk::Campaign", "a purse")},
        {QStringLiteral("activity"), QT_TRANSLATE_NOOP("hk::Campaign", "an activity")},
        {QStringLiteral("lab"), QT_TRANSLATE_NOOP("hk::Campaign", "a laboratory")},
        {QStringLiteral("lab_attunement"), QT_TRANSLATE_NOOP("hk::Campaign", "a laboratory's attunement")},
        {QStringLiteral("potion_stock"), QT_TRANSLATE_NOOP("hk::Campaign", "a potion")},
        {QStringLiteral("magic_item"), QT_TRANSLATE_NOOP("hk::Campaign", "a magic item")},
        {QStringLiteral("encounter"), QT_TRANSLATE_NOOP("hk::Campaign", "an encounter")},
        {QStringLiteral("combat_log"), QT_TRANSLATE_NOOP("hk::Campaign", "a combat log")},
        {QStringLiteral("dice_log"), QT_TRANSLATE_NOOP("hk::Campaign", "the dice log")},
        {QStringLiteral("event_log"), QT_TRANSLATE_NOOP("hk::Campaign", "the event log")},
        {QStringLiteral("event_words"), QT_TRANSLATE_NOOP("hk::Campaign", "the words of the event log")},
        {QStringLiteral("house_rule"), QT_TRANSLATE_NOOP("hk::Campaign", "a house rule")},
        {QStringLiteral("activity_history"), QT_TRANSLATE_NOOP("hk::Campaign", "an activity's week-by-week history")},
        {QStringLiteral("activity_lab"), QT_TRANSLATE_NOOP("hk::Campaign", "the laboratory an activity uses")},
        {QStringLiteral("change_journal"), QT_TRANSLATE_NOOP("hk::Campaign", "the record of an advance in time")},
        {QStringLiteral("change_journal_changes"), QT_TRANSLATE_NOOP("hk::Campaign", "the changes kept to undo an advance in time")},
        {QStringLiteral("player_link"), QT_TRANSLATE_NOOP("hk::Campaign", "a player's link")},
        {QStringLiteral("player_link_character"), QT_TRANSLATE_NOOP("hk::Campaign", "the characters a player's link shows")},
        {QStringLiteral("player_proposal"), QT_TRANSLATE_NOOP("hk::Campaign", "a player's proposal in a fight")},
        {QStringLiteral("player_request"), QT_TRANSLATE_NOOP("hk::Campaign", "a player's request")},
        {QStringLiteral("player_auto_accept"), QT_TRANSLATE_NOOP("hk::Campaign", "the kinds of request accepted without asking")},
        {QStringLiteral("player_share"), QT_TRANSLATE_NOOP("hk::Campaign", "what is shared with the players")},
        {QStringLiteral("wizwar_game"), QT_TRANSLATE_NOOP("hk::Campaign", "a Wiz-War game")},
        {QStringLiteral("wizwar_log"), QT_TRANSLATE_NOOP("hk::Campaign", "a Wiz-War game's log")},
        {QStringLiteral("wizwar_sector"), QT_TRANSLATE_NOOP("hk::Campaign", "a Wiz-War board sector")},
    };
    return words;
}

} // namespace

QString of(const QString& table)
{
    const char* text = words().value(table);
    return text ? hk::translateIn("hk::Campaign", text) : QString();
}

QString forMessage(const QString& table)
{
    const QString w = of(table);
    return w.isEmpty() ? table : w;
}

QStringList tables()
{
    QStringList names = words().keys();
    names.sort();
    return names;
}

} // namespace hk::TableWords
