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

QJsonObject labels()
{
    return {{QStringLiteral("fight"), tr("Fight")},
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
            {QStringLiteral("potions"), tr("Potions")},
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
            {QStringLiteral("fit"), tr("Fit")}};
}

QString language()
{
    // The translators put their language's code here; without a translation the page is in English.
    //: The code of this translation's language (ISO 639-1), for the players' page: "de" for German.
    const QString code = tr("en");
    return code.size() >= 2 && code.size() <= 12 ? code : QStringLiteral("en");
}

} // namespace hk::PlayerPageWords
