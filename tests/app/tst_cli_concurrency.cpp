// Several writers on one campaign file: twenty hexkeeper-cli processes started at once award experience, pay
// from the party purse, spend experience and add characters. Every change a process reports (exit 0) is in
// the file, nothing a refused one tried is, no purse goes below zero, and the experience ledger agrees with
// the attributes and the unspent EP.
#include "CampaignTestSupport.h"
#include "CliRunner.h"

#include "characters/CharacterRepository.h"
#include "characters/Roster.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QProcess>
#include <QTemporaryDir>

#include <memory>
#include <vector>

using namespace hk;

namespace {

enum class Job { Award, Pay, Spend, Add };

struct Writer
{
    Job job;
    std::unique_ptr<QProcess> process;
    int exitCode = -1;
    QString err;
};

constexpr int awardEp = 12;
constexpr int payDollars = 500;
constexpr int startingPurse = 2000;
constexpr int startingEp = 4000;

} // namespace

class TestCliConcurrency : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("writers")};

    // Krait, a legal wizard with EP to spend, and $2,000 in the party purse; the file is closed afterwards.
    bool makeCampaign(QString* path, qint64* krait, QString* error)
    {
        auto c = m_campaigns.create(1);
        if (!c)
            return false;
        *path = c->path();
        return Roster(*c).add(test::legalWizard(QStringLiteral("Krait")), krait, error)
               && Roster(*c).awardXp({*krait}, startingEp, QStringLiteral("before the test"), error)
               && Treasury(*c).change(0, startingPurse, QStringLiteral("deposit"), QStringLiteral("prize"), error);
    }

    static QStringList arguments(Job job, const QString& path, int n)
    {
        switch (job) {
        case Job::Award:
            return {QStringLiteral("xp"), QStringLiteral("award"), path, QStringLiteral("--ids"), QStringLiteral("Krait"),
                    QStringLiteral("--amount"), QString::number(awardEp), QStringLiteral("--reason"), QStringLiteral("writer %1").arg(n)};
        case Job::Pay:
            return {QStringLiteral("money"), QStringLiteral("pay"), path, QStringLiteral("party"), QStringLiteral("--amount"),
                    QString::number(payDollars), QStringLiteral("--reason"), QStringLiteral("writer %1").arg(n)};
        case Job::Spend:
            return {QStringLiteral("xp"), QStringLiteral("spend"), path, QStringLiteral("Krait"), QStringLiteral("--attribute"),
                    QStringLiteral("ST")};
        case Job::Add:
            return {QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--bestiary"), QStringLiteral("wolf")};
        }
        return {};
    }

private Q_SLOTS:
    void twentyWritersLoseNothing()
    {
        qint64 kraitId = 0;
        QString path;
        QString error;
        QVERIFY2(makeCampaign(&path, &kraitId, &error), qPrintable(error));
        const QList<Job> jobs{Job::Award, Job::Pay, Job::Spend, Job::Add};
        std::vector<Writer> writers;
        for (int i = 0; i < 20; ++i) {
            Writer w{jobs.at(i % jobs.size()), std::make_unique<QProcess>(), -1, QString()};
            w.process->start(QStringLiteral(HK_CLI_PATH), arguments(w.job, path, i));
            writers.push_back(std::move(w));
        }
        for (Writer& w : writers) {
            QVERIFY(w.process->waitForFinished(60000));
            w.exitCode = w.process->exitStatus() == QProcess::NormalExit ? w.process->exitCode() : -1;
            w.err = QString::fromUtf8(w.process->readAllStandardError());
        }
        QMap<Job, int> made;
        for (const Writer& w : writers) {
            // Only the purse may refuse (it holds four payments); nothing fails for being busy.
            if (w.exitCode != 0) {
                QVERIFY2(w.job == Job::Pay, qPrintable(w.err));
                QVERIFY2(w.err.contains(QLatin1String("less than nothing")), qPrintable(w.err));
                QCOMPARE(w.exitCode, 1);
            }
            made[w.job] += w.exitCode == 0 ? 1 : 0;
        }
        QCOMPARE(made.value(Job::Award), 5);
        QCOMPARE(made.value(Job::Spend), 5);
        QCOMPARE(made.value(Job::Add), 5);
        QCOMPARE(made.value(Job::Pay), startingPurse / payDollars);

        auto c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(Treasury(*c).balance(0, &error), startingPurse - made.value(Job::Pay) * payDollars);
        QVERIFY(Treasury(*c).balance(0, &error) >= 0);
        Character krait;
        QVERIFY(Roster(*c).find(kraitId, &krait, &error));
        const QList<XpEntry> ledger = Roster(*c).ledger(kraitId, &error);
        int awards = 0, spends = 0, spent = 0, running = 0;
        for (const XpEntry& e : ledger) {
            awards += e.kind == XpKind::Award && e.reason.startsWith(QLatin1String("writer")) ? 1 : 0;
            spends += e.kind == XpKind::Spend ? 1 : 0;
            spent += e.kind == XpKind::Spend ? e.amount : 0;
            running += e.kind == XpKind::Spend ? -e.amount : e.amount;
            // Each line's balance follows from the one before: no write was lost between them.
            QCOMPARE(e.experience, running);
        }
        QCOMPARE(awards, made.value(Job::Award));
        QCOMPARE(spends, made.value(Job::Spend));
        QCOMPARE(krait.st, test::legalWizard(QStringLiteral("Krait")).st + spends);
        QCOMPARE(krait.experience, startingEp + awards * awardEp - spent);
        QCOMPARE(ledger.last().st, krait.st);
        QCOMPARE(Roster(*c).list({}, &error).size(), 1 + made.value(Job::Add));
    }
};

QTEST_GUILESS_MAIN(TestCliConcurrency)
#include "tst_cli_concurrency.moc"
