#include "PlayerPageWords.h"

#include "i18n/Translate.h"

#include <QCoreApplication>

namespace hk::PlayerPageWords {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayerPageWords", text);
}

} // namespace

// The page's tabs, the fight, the sheet, the timeline and the dice.
static QJsonObject tableLabels()
{
    return {
        {QStringLiteral("fight"), tr("Fight")},
        {QStringLiteral("noFight"), tr("No fight")},
        {QStringLiteral("log"), tr("Combat log")},
        {QStringLiteral("timeline"), tr("Downtime")},
        {QStringLiteral("sheet"), tr("Character")},
        {QStringLiteral("roll"), tr("Roll")},
        {QStringLiteral("dice"), tr("Dice")},
        {QStringLiteral("why"), tr("What for")},
        {QStringLiteral("vs"), tr("Against")},
        {QStringLiteral("propose"), tr("Propose")},
        {QStringLiteral("option"), tr("Option")},
        {QStringLiteral("moveTo"), tr("Move to")},
        {QStringLiteral("tapHex"), tr("Tap a hex on the map")},
        {QStringLiteral("send"), tr("Send")},
        {QStringLiteral("rolls"), tr("Rolls")},
        {QStringLiteral("wounds"), tr("Wounds")},
        {QStringLiteral("fatigue"), tr("Fatigue")},
        {QStringLiteral("experience"), tr("Experience")},
        {QStringLiteral("spells"), tr("Spells")},
        {QStringLiteral("talents"), tr("Talents and skills")},
        {QStringLiteral("gear"), tr("Gear")},
        {QStringLiteral("potions"), tr("Potions")}
    };
}

// The sheet's extras and the party purse.
static QJsonObject sheetLabels()
{
    return {
        // The sheet's experience ledger and library entries, the weeks of the player's own work and the shared
        // party purse (players-sheets.js).
        {QStringLiteral("ledger"), tr("Experience ledger")},
        {QStringLiteral("ledgerDate"), tr("Date")},
        {QStringLiteral("ledgerWhat"), tr("What")},
        {QStringLiteral("ledgerUnspent"), tr("Unspent")},
        {QStringLiteral("library"), tr("Rules library")},
        {QStringLiteral("weeks"), tr("Week by week")},
        //: A week of downtime work on the players' page: "Week 3".
        {QStringLiteral("week"), tr("Week")},
        //: Marks the player's own work on the players' timeline.
        {QStringLiteral("yours"), tr("yours")},
        {QStringLiteral("purse"), tr("Party purse")},
        {QStringLiteral("balance"), tr("Balance")},
        {QStringLiteral("purseQuiet"), tr("No money has come in or gone out yet.")},
        {QStringLiteral("nothingPlanned"), tr("No work under way")},
        {QStringLiteral("connected"), tr("Live")},
        {QStringLiteral("reconnecting"), tr("Reconnecting…")},
        {QStringLiteral("revoked"), tr("This link no longer works. Ask the GM for a new one.")},
        {QStringLiteral("order"), tr("Order of actions")},
        {QStringLiteral("proposals"), tr("Your proposals")},
        {QStringLiteral("badPotion"), tr("does not work")},
        {QStringLiteral("hexesLeft"), tr("hexes left")},
        {QStringLiteral("connecting"), tr("Connecting…")},
        {QStringLiteral("notConnected"), tr("Not connected")},
        {QStringLiteral("sending"), tr("…")},
        {QStringLiteral("st"), tr("ST")},
        {QStringLiteral("dx"), tr("DX")},
        {QStringLiteral("iq"), tr("IQ")},
        {QStringLiteral("ma"), tr("MA")},
        {QStringLiteral("stNow"), tr("ST now")},
        {QStringLiteral("adjustedDx"), tr("adjusted DX")},
        {QStringLiteral("side"), tr("Side")},
        {QStringLiteral("figure"), tr("Figure")},
        {QStringLiteral("stay"), tr("Stay where it is")},
        {QStringLiteral("noCharacters"), tr("The GM has not given this link any character yet.")},
        {QStringLiteral("fit"), tr("Fit")}
    };
}

// Between game nights: requests, level up, learning, brewing and notes.
static QJsonObject betweenLabels()
{
    return {
        // Between game nights (players-between.js, players-builder.js).
        {QStringLiteral("between"), tr("Between games")},
        {QStringLiteral("yourRequests"), tr("Your requests")},
        {QStringLiteral("noRequests"), tr("No requests yet.")},
        {QStringLiteral("waitingGm"), tr("waiting for the GM")},
        {QStringLiteral("accepted"), tr("accepted")},
        {QStringLiteral("refused"), tr("refused")},
        {QStringLiteral("levelUp"), tr("Level up")},
        {QStringLiteral("forCharacter"), tr("Character")},
        {QStringLiteral("epUnspent"), tr("EP unspent")},
        {QStringLiteral("ep"), tr("EP")},
        {QStringLiteral("ask"), tr("Ask")},
        {QStringLiteral("noteTitle"), tr("A note for the GM")},
        {QStringLiteral("noteText"), tr("Note")},
        {QStringLiteral("learnSpell"), tr("Learn a spell")},
        {QStringLiteral("spell"), tr("Spell")},
        //: How a character learns a spell: study, apprenticeship, instruction or a guild.
        {QStringLiteral("method"), tr("How")},
        {QStringLiteral("study"), tr("Study")},
        {QStringLiteral("apprenticeship"), tr("Apprenticeship")},
        {QStringLiteral("instruction"), tr("Instruction")},
        {QStringLiteral("guild"), tr("Guild")},
        {QStringLiteral("feePerWeek"), tr("Fee per week")},
        {QStringLiteral("brewTitle"), tr("Brew a potion")},
        {QStringLiteral("potion"), tr("Potion")},
        {QStringLiteral("doses"), tr("Doses")},
        {QStringLiteral("lab"), tr("Laboratory")},
        {QStringLiteral("hasBook"), tr("I have the instructions")},
        {QStringLiteral("trainedAlchemist"), tr("Trained alchemist")}
    };
}

// The planned-work forms with their previews, and the new-character builder.
static QJsonObject planAndBuilderLabels()
{
    return {
        // The downtime forms' live previews and the item, research and market forms (players-plans.js).
        //: The empty choice of a laboratory on the players' page.
        {QStringLiteral("noLab"), tr("None")},
        //: Above what a planned piece of downtime work needs (a book, a laboratory, a spell).
        {QStringLiteral("needed"), tr("Needed")},
        //: Above what a planned piece of downtime work costs.
        {QStringLiteral("money"), tr("Money")},
        {QStringLiteral("checking"), tr("Asking the rules…")},
        {QStringLiteral("itemTitle"), tr("Make a magic item")},
        //: A magic item's recipe from the rules' creation table (Blur, Ring of Fire Immunity…).
        {QStringLiteral("recipe"), tr("Enchantment")},
        {QStringLiteral("itemName"), tr("The item's name")},
        {QStringLiteral("itemValue"), tr("Its own worth ($)")},
        //: How strong an enchantment is (DX +2, a 3-hex Darkness).
        {QStringLiteral("strength"), tr("Strength")},
        {QStringLiteral("hired"), tr("Hired apprentices")},
        {QStringLiteral("researchTitle"), tr("Research")},
        {QStringLiteral("project"), tr("Kind of research")},
        //: What a piece of research is called ("Skyhook").
        {QStringLiteral("researchName"), tr("Title")},
        //: The level of a piece of research: the IQ it calls for.
        {QStringLiteral("level"), tr("Level (IQ)")},
        {QStringLiteral("marketTitle"), tr("Look for an item on the market")},
        {QStringLiteral("item"), tr("Item")},
        {QStringLiteral("fairPrice"), tr("Fair price ($)")},
        //: The size of the place where a character looks for an item to buy.
        {QStringLiteral("settlement"), tr("Where")},
        {QStringLiteral("fullTime"), tr("Full time")},
        {QStringLiteral("magicItem"), tr("A magic item")},
        {QStringLiteral("newCharacter"), tr("A new character")},
        {QStringLiteral("name"), tr("Name")},
        {QStringLiteral("race"), tr("Race")},
        {QStringLiteral("type"), tr("Type")},
        {QStringLiteral("hero"), tr("Hero")},
        {QStringLiteral("wizard"), tr("Wizard")},
        {QStringLiteral("warrior"), tr("Warrior")},
        {QStringLiteral("skills"), tr("Skills")},
        {QStringLiteral("chosen"), tr("chosen")},
        //: Wizard's World: the intelligence a skill needs, shortened.
        {QStringLiteral("minInt"), tr("INT")},
        {QStringLiteral("find"), tr("Find…")},
        {QStringLiteral("pointsUsed"), tr("Points in ST, DX and IQ:")},
        //: Warrior & Wizard's names of the three attributes, shortened, and the builder's sum of them.
        {QStringLiteral("wwSt"), tr("STR")},
        {QStringLiteral("wwDx"), tr("DEX")},
        {QStringLiteral("wwIq"), tr("INT")},
        {QStringLiteral("pointsUsedWw"), tr("Points in STR, DEX and INT:")},
        {QStringLiteral("nameFirst"), tr("Give the character a name.")},
        {QStringLiteral("sendToGm"), tr("Send to the GM")},
        {QStringLiteral("print"), tr("Print")}
    };
}

// Every word the page shows, by key (the page never shows a word of its own).
QJsonObject labels()
{
    QJsonObject all;
    for (const QJsonObject& part : {tableLabels(), sheetLabels(), betweenLabels(), planAndBuilderLabels()}) {
        for (auto it = part.begin(); it != part.end(); ++it)
            all.insert(it.key(), it.value());
    }
    return all;
}

QString language()
{
    // The translators put their language's code here; without a translation the page is in English.
    //: The code of this translation's language (ISO 639-1), for the players' page: "de" for German.
    const QString code = tr("en");
    return code.size() >= 2 && code.size() <= 12 ? code : QStringLiteral("en");
}

} // namespace hk::PlayerPageWords
