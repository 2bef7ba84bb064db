#pragma once

// The table of tst_player_requests (issue 32): Ann's and Ben's characters, labs and links, and the page's JSON
// read as a request. In a header of its own so the test file stays under 400 lines.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "players/PlayerLinks.h"
#include "players/PlayerRequests.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QJsonDocument>

namespace hk::test {

// Ann plays Yzor (IQ 10, 250 EP), Mara (IQ 12, $5,000, her own attuned tower, lab 1) and Ilsa (an enchanter
// with $5,000 and her workroom, lab 3); Ben plays Vessa (character 3), who has a workroom of her own (lab 2).
// Day 1 of an Advanced Wizard campaign.
struct Table
{
    std::unique_ptr<Campaign> campaign;
    qint64 yzor = 0, mara = 0, vessa = 0, ilsa = 0, tower = 0, workroom = 0, ilsasRoom = 0;
    PlayerLink ann, ben;

    QString build(CampaignFactory& factory)
    {
        campaign = factory.create(1);
        if (!campaign)
            return QStringLiteral("no campaign");
        Campaign& c = *campaign;
        QString e;
        Character y = legalWizard(QStringLiteral("Yzor"));
        y.player = QStringLiteral("Ann");
        Character m = legalWizard(QStringLiteral("Mara"));
        m.player = QStringLiteral("Ann");
        m.st = 8;
        m.iq = 12;
        m.spells = {QStringLiteral("staff"), QStringLiteral("light")};
        Character i = legalWizard(QStringLiteral("Ilsa")); // a seasoned enchanter, the GM's point total
        i.player = QStringLiteral("Ann");
        i.st = 12;
        i.iq = 18;
        i.pointTotal = 42;
        i.spells = {QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("blur"), QStringLiteral("lesser-magic-item-creation")};
        Character v = legalWizard(QStringLiteral("Vessa"));
        v.player = QStringLiteral("Ben");
        Roster roster(c);
        LabRepository labs(c.database());
        const bool ok = roster.add(y, &yzor, &e) && roster.add(m, &mara, &e) && roster.add(v, &vessa, &e) && roster.add(i, &ilsa, &e)
                        && roster.awardXp({yzor}, 250, QStringLiteral("A hard fight"), &e)
                        && Treasury(c).change(mara, 5000, QStringLiteral("deposit"), QStringLiteral("Savings"), &e)
                        && Labs(c).add(QStringLiteral("Mara's tower"), QStringLiteral("wizard"), mara, &tower, &e)
                        && labs.setAttuned(tower, mara, 1, &e)
                        && Labs(c).add(QStringLiteral("Vessa's workroom"), QStringLiteral("wizard"), vessa, &workroom, &e)
                        && labs.setAttuned(workroom, vessa, 1, &e)
                        && Treasury(c).change(ilsa, 5000, QStringLiteral("deposit"), QStringLiteral("Commission"), &e)
                        && Labs(c).add(QStringLiteral("Ilsa's workroom"), QStringLiteral("wizard"), ilsa, &ilsasRoom, &e)
                        && labs.setAttuned(ilsasRoom, ilsa, 1, &e)
                        && PlayerLinks(c).create(QStringLiteral("Ann"), {}, &ann, &e)
                        && PlayerLinks(c).create(QStringLiteral("Ben"), {}, &ben, &e);
        return ok ? QString() : e;
    }

    Character character(qint64 id) const
    {
        Character c;
        QString error;
        Roster(*campaign).find(id, &c, &error);
        return c;
    }
};

inline QJsonObject json(const QString& text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

inline PlayerAsk ask(const QString& text)
{
    QString error;
    const std::optional<PlayerAsk> a = PlayerAsk::fromJson(json(text), &error);
    if (!a)
        hk::test::setupFailed(QString::asprintf("%s: %s", qPrintable(text), qPrintable(error)));
    return a.value_or(PlayerAsk{});
}

} // namespace hk::test
