// The GM's Requests page (issue 32): every pending request of every kind, newest last, in words; Accept
// makes the change as one step, Refuse keeps the GM's reason for the player, "Open in builder…" accepts a
// new character as the GM changed him; auto-accept per kind is one undoable step and takes the next request
// at once; the sidebar's entry counts what waits; undo brings a request back and the page follows; sharing the
// party purse with the players is a tick there, one undoable step.
#include "CampaignTestSupport.h"
#include "DialogAnswer.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/Roster.h"
#include "commands/ChangeHistory.h"
#include "main/MainWindow.h"
#include "players/NewCharacterReview.h"
#include "players/PlayerLinks.h"
#include "players/PlayerRequests.h"
#include "players/PlayerSharing.h"
#include "players/RequestsPage.h"
#include "StrictTest.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTreeWidget>

using namespace hk;
using namespace hk::test;

namespace {

PlayerAsk ask(const char* text)
{
    QString error;
    const std::optional<PlayerAsk> a = PlayerAsk::fromJson(QJsonDocument::fromJson(text).object(), &error);
    if (!a)
        hk::test::setupFailed(QString::asprintf("%s: %s", text, qPrintable(error)));
    return a.value_or(PlayerAsk{});
}

// The main window on a campaign where Ann plays Yzor (250 EP), with her link and the Requests page shown.
struct Table
{
    std::unique_ptr<MainWindow> window;
    Campaign* campaign = nullptr;
    RequestsPage* page = nullptr;
    qint64 yzor = 0;
    PlayerLink ann;

    QString build(CampaignFactory& factory)
    {
        auto made = factory.create(1);
        if (!made)
            return QStringLiteral("no campaign");
        QString e;
        Character y = legalWizard(QStringLiteral("Yzor"));
        y.player = QStringLiteral("Ann");
        if (!Roster(*made).add(y, &yzor, &e) || !Roster(*made).awardXp({yzor}, 250, QStringLiteral("A hard fight"), &e)
            || !PlayerLinks(*made).create(QStringLiteral("Ann"), {}, &ann, &e))
            return e;
        window = std::make_unique<MainWindow>(registry());
        window->setInteractive(false);
        window->setCampaign(std::move(made));
        campaign = window->campaign();
        window->show();
        if (!window->showPage(QStringLiteral("requests")))
            return QStringLiteral("no requests page");
        page = qobject_cast<RequestsPage*>(window->page(QStringLiteral("requests")));
        return page ? QString() : QStringLiteral("not a RequestsPage");
    }

    qint64 submit(const char* json)
    {
        qint64 id = 0;
        QString error;
        if (!PlayerRequests(*campaign).submit(ann, {}, ask(json), &id, &error))
            hk::test::setupFailed(error);
        return id;
    }

    QString sidebarEntry() const
    {
        const auto* sidebar = window->findChild<QListWidget*>(QStringLiteral("sidebar"));
        for (int row = 0; row < sidebar->count(); ++row) {
            if (sidebar->item(row)->text().startsWith(QLatin1String("Requests")))
                return sidebar->item(row)->text();
        }
        return {};
    }

    ProposalStatus status(qint64 id, QString* reason = nullptr) const
    {
        PlayerAskEntry entry;
        QString error;
        PlayerRequests(*campaign).find(id, &entry, &error);
        if (reason)
            *reason = entry.reason;
        return entry.status;
    }

    void choose(qint64 id)
    {
        auto* list = page->findChild<QTreeWidget*>(QStringLiteral("pendingRequests"));
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->data(0, Qt::UserRole).toLongLong() == id)
                list->setCurrentItem(list->topLevelItem(i));
        }
    }

    void click(const char* button) { page->findChild<QPushButton*>(QLatin1String(button))->click(); }
    int yzorsSt() const
    {
        Character c;
        QString error;
        Roster(*campaign).find(yzor, &c, &error);
        return c.st;
    }
};

const char* kRaiseSt = R"({"kind":"spend-xp","character":"Yzor","attribute":"ST"})";
const char* kNote = R"({"kind":"notes","character":"Yzor","text":"I owe Ben five gold."})";
const char* kLearn = R"({"kind":"learn-spell","character":"Yzor","spell":"Drop Weapon","method":"study"})";
const char* kBran = R"({"kind":"new-character","character":{"name":"Bran","race":"human","type":"hero","st":12,"dx":12,"iq":8}})";

} // namespace

class TestRequestsPanel : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_factory{QStringLiteral("requests-page")};

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void acceptIsOneStepAndUndoBringsItBack()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        QCOMPARE(t.sidebarEntry(), QStringLiteral("Requests"));
        const qint64 st = t.submit(kRaiseSt), note = t.submit(kNote), learn = t.submit(kLearn), bran = t.submit(kBran);
        QVERIFY(st && note && learn && bran);
        QCOMPARE(t.page->shown(), (QList<qint64>{st, note, learn, bran})); // the newest last
        QCOMPARE(t.sidebarEntry(), QStringLiteral("Requests (4)"));
        auto* menuEntry = t.window->findChild<QAction*>(QStringLiteral("playersRequests"));
        QCOMPARE(menuEntry->text(), QStringLiteral("Players' &Requests (4)"));
        QVERIFY(t.window->showPage(QStringLiteral("journal")));
        menuEntry->trigger();
        QVERIFY(t.page->isVisible());
        const auto* list = t.page->findChild<QTreeWidget*>(QStringLiteral("pendingRequests"));
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("Ann"));
        QVERIFY2(list->topLevelItem(0)->text(2).startsWith(QLatin1String("Yzor: spend experience on")),
                 qPrintable(list->topLevelItem(0)->text(2)));
        QCOMPARE(list->topLevelItem(1)->text(2), QStringLiteral("Yzor: a note: “I owe Ben five gold.”"));
        QCOMPARE(list->topLevelItem(3)->text(2), QStringLiteral("a new character: Bran"));
        t.choose(bran);
        QVERIFY(t.page->findChild<QPushButton*>(QStringLiteral("openInBuilder"))->isEnabled());
        t.choose(st);
        QVERIFY(!t.page->findChild<QPushButton*>(QStringLiteral("openInBuilder"))->isEnabled());
        saveShot(t.window.get(), QStringLiteral("requests-page"));

        const int steps = t.campaign->undoStack()->count();
        t.click("acceptRequest");
        QCOMPARE(t.page->message(), QString());
        QCOMPARE(t.yzorsSt(), 11);
        QCOMPARE(t.campaign->undoStack()->count(), steps + 1);
        QCOMPARE(t.page->shown(), (QList<qint64>{note, learn, bran}));
        QCOMPARE(t.sidebarEntry(), QStringLiteral("Requests (3)"));
        QCOMPARE(menuEntry->text(), QStringLiteral("Players' &Requests (3)"));
        const auto* decided = t.page->findChild<QTreeWidget*>(QStringLiteral("decidedRequests"));
        QCOMPARE(decided->topLevelItemCount(), 1);
        QCOMPARE(decided->topLevelItem(0)->text(3), QStringLiteral("accepted"));

        QString error;
        QVERIFY2(t.campaign->undo(&error), qPrintable(error));
        QCOMPARE(t.yzorsSt(), 10);
        QCOMPARE(t.status(st), ProposalStatus::Pending);
        QCOMPARE(t.page->shown(), (QList<qint64>{st, note, learn, bran}));
        QCOMPARE(t.sidebarEntry(), QStringLiteral("Requests (4)"));
        QCOMPARE(decided->topLevelItemCount(), 0);
    }

    void whatTheRulesRefuseIsSaidNextToTheList()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        const qint64 st = t.submit(kRaiseSt), dx = t.submit(R"({"kind":"spend-xp","character":"Yzor","attribute":"DX"})");
        QVERIFY(st && dx);
        QString error;
        QVERIFY2(Roster(*t.campaign).spendXp(t.yzor, QStringLiteral("iq"), &error), qPrintable(error));
        QVERIFY(t.page->accept(st));
        const int steps = t.campaign->undoStack()->count();
        t.choose(dx);
        t.click("acceptRequest"); // Yzor's EP went on IQ and ST
        QVERIFY2(t.page->message().contains(QLatin1String("EP")), qPrintable(t.page->message()));
        QVERIFY(t.page->findChild<QLabel*>(QStringLiteral("requestsMessage"))->isVisibleTo(t.page));
        QCOMPARE(t.campaign->undoStack()->count(), steps);
        QCOMPARE(t.page->shown(), QList<qint64>{dx});
    }

    void refuseKeepsTheReason()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        const qint64 note = t.submit(kNote);
        t.choose(note);
        bool answered = false;
        int maxLength = 0;
        whenDialogOpens<QDialog>([&](QDialog* d) {
            auto* reason = d->findChild<QLineEdit*>(QStringLiteral("reason"));
            maxLength = reason->maxLength();
            reason->setText(QStringLiteral("Not this month."));
            saveShot(d, QStringLiteral("requests-refuse"));
            d->accept();
        }, &answered);
        t.click("refuseRequest");
        QVERIFY(answered);
        QCOMPARE(maxLength, PlayerRequests::MaxReason);
        QString reason;
        QCOMPARE(t.status(note, &reason), ProposalStatus::Refused);
        QCOMPARE(reason, QStringLiteral("Not this month."));
        QVERIFY(t.page->shown().isEmpty());
        QCOMPARE(t.sidebarEntry(), QStringLiteral("Requests"));
        const auto* decided = t.page->findChild<QTreeWidget*>(QStringLiteral("decidedRequests"));
        QCOMPARE(decided->topLevelItem(0)->text(3), QStringLiteral("refused: Not this month."));
        QVERIFY(!t.page->refuse(note, QStringLiteral("again")));
        QVERIFY2(t.page->message().contains(QLatin1String("already been decided")), qPrintable(t.page->message()));
    }

    void aNewCharacterIsAcceptedAsTheGmEditedHim()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        const qint64 bran = t.submit(kBran);
        t.choose(bran);
        const int steps = t.campaign->undoStack()->count();
        bool answered = false;
        QString illegal;
        whenDialogOpens<NewCharacterReview>([&](NewCharacterReview* d) {
            auto* accept = d->findChild<QPushButton*>(QStringLiteral("acceptEdited"));
            d->findChild<QSpinBox*>(QStringLiteral("st"))->setValue(14); // 34 points: the builder says no
            illegal = d->editor()->problems().isEmpty() ? QString() : d->editor()->problems().first().message;
            const bool refused = !accept->isEnabled();
            d->findChild<QSpinBox*>(QStringLiteral("st"))->setValue(11);
            d->findChild<QSpinBox*>(QStringLiteral("dx"))->setValue(13);
            d->findChild<QLineEdit*>(QStringLiteral("name"))->setText(QStringLiteral("Bran the Quick"));
            saveShot(d, QStringLiteral("requests-builder"));
            if (refused && accept->isEnabled())
                accept->click();
        }, &answered);
        t.click("openInBuilder");
        QVERIFY(answered);
        QVERIFY2(!illegal.isEmpty(), "the builder did not object to 34 points");
        PlayerAskEntry entry;
        QString error;
        QVERIFY(PlayerRequests(*t.campaign).find(bran, &entry, &error));
        QCOMPARE(entry.status, ProposalStatus::Accepted);
        QCOMPARE(t.campaign->undoStack()->count(), steps + 1);
        Character made;
        QVERIFY(Roster(*t.campaign).find(entry.ask.characterId, &made, &error));
        QCOMPARE(made.name, QStringLiteral("Bran the Quick"));
        QCOMPARE(made.dx, 13);
        QCOMPARE(made.player, QStringLiteral("Ann"));
        QVERIFY(t.page->shown().isEmpty());
    }

    void autoAcceptPerKind()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        const qint64 note = t.submit(kNote);
        auto* spendXp = t.page->findChild<QCheckBox*>(QStringLiteral("autoAccept-spend-xp"));
        QVERIFY(spendXp && !spendXp->isChecked());
        const int steps = t.campaign->undoStack()->count();
        spendXp->click();
        QVERIFY(PlayerRequests(*t.campaign).autoAccept(AskKind::SpendXp));
        QCOMPARE(t.campaign->undoStack()->count(), steps + 1);
        const qint64 st = t.submit(kRaiseSt);
        QCOMPARE(t.status(st), ProposalStatus::Accepted);
        QCOMPARE(t.yzorsSt(), 11);
        QCOMPARE(t.page->shown(), QList<qint64>{note});
        QCOMPARE(t.sidebarEntry(), QStringLiteral("Requests (1)"));
        QString error;
        QVERIFY(t.campaign->undo(&error) && t.campaign->undo(&error)); // the request, then the tick
        QVERIFY(!spendXp->isChecked());
        QVERIFY(!PlayerRequests(*t.campaign).autoAccept(AskKind::SpendXp));
    }

    // "Share the party purse with players": off in a new campaign, one undoable step, and the tick follows undo,
    // redo and the CLI's change (another program's write).
    void sharingThePurseIsATick()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        auto* share = t.page->findChild<QCheckBox*>(QStringLiteral("sharePurse"));
        QVERIFY(share && !share->isChecked() && share->isEnabled());
        const int steps = t.campaign->undoStack()->count();
        share->click();
        QVERIFY(share->isChecked());
        QString error;
        QVERIFY(PlayerSharing(*t.campaign).shares(SharedWithPlayers::Purse, &error));
        QCOMPARE(t.campaign->undoStack()->count(), steps + 1);
        QCOMPARE(t.campaign->undoStack()->undoText(), QStringLiteral("Share the party purse with players"));
        QVERIFY(t.campaign->undo(&error));
        QVERIFY(!share->isChecked());
        QVERIFY(!PlayerSharing(*t.campaign).shares(SharedWithPlayers::Purse, &error));
        QVERIFY(t.campaign->redo(&error));
        QVERIFY(share->isChecked());
        // A change made elsewhere (here through the service, as the CLI would) shows too.
        QVERIFY(PlayerSharing(*t.campaign).setShared(SharedWithPlayers::Purse, false, &error));
        QVERIFY(!share->isChecked());
    }
};

QTEST_MAIN(TestRequestsPanel)
#include "tst_requests_panel.moc"
