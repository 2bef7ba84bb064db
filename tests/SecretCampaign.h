#pragma once

// A campaign holding every kind of GM secret (issue 15), built through the CLI the way a GM would, for the
// secrets tests of the CLI's player outputs and of the players' window and timeline. Each step returns what
// went wrong ("" when it worked), so a test can QCOMPARE it with "" and show the CLI's message.
//
// The secrets, and words a player output must never hold:
// - a hidden figure "Wolf 2" (id wolf-2) and what it does ("lurks behind the rocks");
// - a secret protection "warded" on Yzor;
// - an illusion of a bear cast by Yzor and an image of a bear cast by Vessa ("llusion", "image"), with their
//   casting rolls;
// - beside them, in turn 2, a real bear summoned by Yzor: which spell made it, its roll and its cost ("Summon
//   Bear") are the GM's as much as the illusion's, so that the players cannot tell the two bears apart
//   (IllusoryBear and RealBear, compared field by field by the secrets tests);
// - a GM-only roll by "Hidden Hand" for "a secret check";
// - a batch of healing potions that went faulty on a secret roll (6, 5, 5 = 16): "faulty", its effect
//   "inactive", and the GM-only event about it;
// - research with 37 secret weeks, and the GM-only events that count them.
// At the end the GM shares the party purse with the players' pages, so their snapshots carry it too.
#include "app/CliRunner.h"
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace hk::test {

class SecretCampaign
{
public:
    explicit SecretCampaign(QString path) : m_path(std::move(path)) {}

    const QString& path() const { return m_path; }
    // Called after every command the build runs (the players' server test watches each step's payloads).
    void setAfterEachStep(std::function<void()> watcher) { m_afterEachStep = std::move(watcher); }
    // What `advance --player` printed for the week the batch went faulty.
    const QString& advanceForPlayers() const { return m_advanceForPlayers; }
    static constexpr int SecretResearchWeeks = 37;
    // The illusion Yzor casts in turn 1 and the bear he summons in turn 2, both where no foe engages them.
    static constexpr const char* IllusoryBear = "bear-1";
    static constexpr const char* RealBear = "bear-3";

    // The words a player output must never hold (any case), each with what it gives away: a row of the
    // secrets tests' data.
    static QList<QPair<const char*, QString>> secretWords()
    {
        return {{"the hidden figure", QStringLiteral("Wolf 2")},
                {"its id", QStringLiteral("wolf-2")},
                {"what it does", QStringLiteral("lurks")},
                {"the secret protection", QStringLiteral("warded")},
                {"the illusion", QStringLiteral("llusion")},
                {"the image", QStringLiteral("image")},
                {"the spell of the real bear", QStringLiteral("Summon Bear")},
                {"the GM-only roll", QStringLiteral("Hidden Hand")},
                {"its purpose", QStringLiteral("secret check")},
                {"the faulty batch", QStringLiteral("faulty")},
                {"the fault's effect", QStringLiteral("inactive")},
                {"the secret research weeks", QStringLiteral("secret weeks")}};
    }

    QString build()
    {
        QString problem = run(words({"campaign", "new"}) + QStringList{m_path} + words({"--ruleset", "tft-advanced-wizard-1980", "--seed", "5"}));
        for (const char* block : {"Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n",
                                  "Vessa, human wizard. ST 11, DX 11, IQ 10, MA 10; Spells: Staff.\n"}) {
            if (problem.isEmpty())
                problem = run(words({"character", "add"}) + QStringList{m_path} + words({"--statblock", "-"}), {}, block);
        }
        for (const QStringList& step : setUpTheAmbush()) {
            if (problem.isEmpty())
                problem = combat(step);
        }
        if (problem.isEmpty())
            problem = fight();
        if (problem.isEmpty())
            problem = run(words({"dice", "roll", "3d6", "--campaign"}) + QStringList{m_path}
                          + words({"--who", "Hidden Hand", "--why", "a secret check", "--gm-only"}));
        if (problem.isEmpty())
            problem = brewAFaultyBatch();
        if (problem.isEmpty())
            problem = researchInSecret();
        if (problem.isEmpty())
            problem = shareThePurse();
        return problem;
    }

    // Yzor, who did not make the potions, finds out that the batch is faulty (4 dice of 1 against IQ 10).
    QString detectTheFault()
    {
        return run(words({"potion", "detect"}) + QStringList{m_path, QString::number(m_faultyStock)} + words({"Yzor", "--trained"}),
                   QStringLiteral("1,1,1,1"));
    }

    QString run(const QStringList& args, const QString& dice = {}, const QByteArray& input = {}, CliResult* out = nullptr) const
    {
        QStringList all;
        if (!dice.isEmpty())
            all << QStringLiteral("--dice-script") << dice;
        const CliResult r = runCli(all + args, input);
        if (out)
            *out = r;
        if (m_afterEachStep)
            m_afterEachStep();
        return r.exitCode == 0 ? QString() : args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err + r.out;
    }

    QString combat(const QStringList& verbAndArgs, const QString& dice = {}) const
    {
        return run(QStringList{QStringLiteral("combat"), verbAndArgs.first(), m_path, QStringLiteral("Ambush")} + verbAndArgs.mid(1), dice);
    }

private:
    static QList<QStringList> setUpTheAmbush()
    {
        return {words({"new", "--columns", "12", "--rows", "10"}),
                words({"add", "--character", "Yzor", "--side", "1"}),
                words({"add", "--character", "Vessa", "--side", "1"}),
                words({"add", "--creature", "wolf", "--count", "2", "--side", "2"}),
                words({"place", "yzor", "5,9", "--facing", "N"}),
                words({"place", "vessa", "7,9", "--facing", "N"}),
                words({"place", "wolf-1", "5,2", "--facing", "S"}),
                words({"place", "wolf-2", "9,2", "--facing", "S"}),
                // The secrets: a hidden wolf and a protection only the GM knows of.
                words({"gm", "wolf-2", "--hide"}),
                words({"gm", "yzor", "--condition", "warded", "--secret"})};
    }

    QString fight() const
    {
        QString problem = combat(words({"start"}));
        if (problem.isEmpty())
            problem = combat(words({"initiative", "--first", "1"}), QStringLiteral("2,5"));
        for (int i = 0; i < 4 && problem.isEmpty(); ++i) // renew spells, side 1 moves, side 2 moves, actions
            problem = combat(words({"next"}));
        if (problem.isEmpty())
            problem = combat(words({"pass", "wolf-1"}));
        // What the hidden wolf does, …
        if (problem.isEmpty())
            problem = combat(words({"pass", "wolf-2", "--note", "lurks behind the rocks"}));
        // … an illusion of a bear, and an image of one, with their casting rolls.
        if (problem.isEmpty())
            problem = combat(words({"cast", "yzor", "illusion", "--hex", "6,5", "--as", "bear", "--unknown-ok"}), QStringLiteral("3,3,3"));
        if (problem.isEmpty())
            problem = combat(words({"cast", "vessa", "image", "--hex", "7,7", "--as", "bear", "--unknown-ok"}), QStringLiteral("3,3,4"));
        if (problem.isEmpty())
            problem = summonARealBear();
        return problem;
    }

    // Turn 2: the illusory bear holds its action, and Yzor summons a real bear (4, 2, 3 against DX 12; then the
    // wolves' tie for who acts next).
    QString summonARealBear() const
    {
        QString problem = combat(words({"next"})); // forced retreats
        if (problem.isEmpty())
            problem = combat(words({"next"})); // turn 2
        if (problem.isEmpty())
            problem = combat(words({"initiative", "--first", "1"}), QStringLiteral("2,5"));
        for (int i = 0; i < 4 && problem.isEmpty(); ++i)
            problem = combat(words({"next"}));
        if (problem.isEmpty())
            problem = combat(QStringList{QStringLiteral("pass"), QString::fromLatin1(IllusoryBear)});
        if (problem.isEmpty())
            problem = combat(words({"cast", "yzor", "summon-bear", "--hex", "4,6", "--unknown-ok"}), QStringLiteral("4,2,3,6,1"));
        return problem;
    }

    // Tam brews healing potions; the week's roll is a secret 16, so the batch is faulty (inactive).
    QString brewAFaultyBatch()
    {
        const QByteArray tam = QJsonDocument(legalWizard(QStringLiteral("Tam")).toJson()).toJson();
        QString problem = run(words({"character", "add"}) + QStringList{m_path} + words({"--json-file", "-"}), {}, tam);
        if (problem.isEmpty())
            problem = run(words({"money", "add"}) + QStringList{m_path} + words({"Tam", "--amount", "30000", "--reason", "Savings"}));
        CliResult r;
        if (problem.isEmpty())
            problem = run(words({"lab", "buy"}) + QStringList{m_path} + words({"Tower", "--type", "wizard", "--payer", "Tam", "--json"}), {}, {}, &r);
        m_lab = QString::number(r.json().object().value(QLatin1String("id")).toInteger());
        if (problem.isEmpty())
            problem = run(words({"lab", "attune"}) + QStringList{m_path, m_lab, QStringLiteral("Tam")});
        if (problem.isEmpty())
            problem = run(words({"advance"}) + QStringList{m_path} + words({"--weeks", "1"}), QStringLiteral("2,3,4"));
        if (problem.isEmpty())
            problem = run(words({"brew", "start"}) + QStringList{m_path} + words({"Tam", "--potion", "Healing", "--doses", "4", "--lab"})
                          + QStringList{m_lab} + words({"--book", "--trained"}));
        if (problem.isEmpty())
            problem = run(words({"advance"}) + QStringList{m_path} + words({"--weeks", "1", "--player"}), QStringLiteral("6,5,5,1"), {}, &r);
        m_advanceForPlayers = r.out;
        if (problem.isEmpty())
            problem = run(words({"potion", "list"}) + QStringList{m_path} + words({"--json"}), {}, {}, &r);
        for (const QJsonValue& v : r.json().array()) {
            if (v.toObject().value(QLatin1String("faulty")).toBool())
                m_faultyStock = v.toObject().value(QLatin1String("id")).toInteger();
        }
        if (problem.isEmpty() && !m_faultyStock)
            problem = QStringLiteral("the batch did not go faulty:\n") + r.out;
        return problem;
    }

    // Tam then works on a new item in the same lab; only the GM knows it takes 37 good weeks. One week is made.
    QString researchInSecret()
    {
        QString problem = run(words({"research", "start"}) + QStringList{m_path}
                              + words({"Tam", "--kind", "new-item", "--title", "Skyhook", "--level", "12", "--dice", "3", "--weeks-needed"})
                              + QStringList{QString::number(SecretResearchWeeks), QStringLiteral("--lab"), m_lab});
        if (problem.isEmpty())
            problem = run(words({"advance"}) + QStringList{m_path} + words({"--weeks", "1"}), QStringLiteral("1,1,2,3"));
        return problem;
    }

    // The GM shares the party purse with the players' pages (issue 32), after money came into it, so that the
    // purse is among what the players are sent.
    QString shareThePurse()
    {
        QString problem = run(words({"money", "add"}) + QStringList{m_path} + words({"party", "--amount", "1200", "--reason", "The baron's reward"}));
        if (problem.isEmpty())
            problem = run(words({"players", "share-purse"}) + QStringList{m_path, QStringLiteral("on")});
        return problem;
    }

    QString m_path;
    std::function<void()> m_afterEachStep;
    QString m_lab;
    qint64 m_faultyStock = 0;
    QString m_advanceForPlayers;
};

} // namespace hk::test
