// The window on a campaign this user cannot write: it opens for viewing, the title says read-only, the pages
// show the campaign, and an edit (renaming it on the overview, advancing time) is refused with a message that
// says why, leaving the file as it was. Run as root, the test runs itself again as "nobody", since root can
// write any file (tests/Unprivileged.h).
#include "CampaignTestSupport.h"
#include "Unprivileged.h"

#include "characters/Roster.h"
#include "db/CampaignFile.h"
#include "main/MainWindow.h"
#include "time/AdvanceTimeDialog.h"
#include "StrictTest.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

namespace {

const char* campaignVariable = "HK_READ_ONLY_CAMPAIGN";

// A campaign with one character in `folder`, then made read-only; returns its path or an empty string.
QString makeReadOnlyCampaign(const QString& folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("keep.hkc"));
    QString error;
    {
        auto c = Campaign::create(path, {QStringLiteral("Read Only Keep"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                  test::registry(), &error);
        if (!c || !Roster(*c).add(test::legalWizard(QStringLiteral("Krait")), nullptr, &error)) {
            qWarning("fixture: %s", qPrintable(error));
            return {};
        }
    }
    return test::makeReadOnly(folder, path) ? path : QString();
}

// As root: makes the campaign, runs this test again as "nobody" on it, and returns that run's result.
int runWithoutWriteRights(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QString path = makeReadOnlyCampaign(dir.path());
    if (path.isEmpty())
        return 1;
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const auto [program, arguments] = test::withoutWriteRights(QCoreApplication::applicationFilePath(), args);
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QLatin1String(campaignVariable), path);
    env.insert(QStringLiteral("HOME"), QDir::tempPath());
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    env.remove(QStringLiteral("XDG_CONFIG_HOME"));
    env.remove(QStringLiteral("XDG_DATA_HOME"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(program, arguments);
    const bool finished = child.waitForFinished(120000);
    test::makeWritable(dir.path(), path);
    if (!finished || child.exitStatus() != QProcess::NormalExit) {
        qWarning("the unprivileged run did not finish: %s", qPrintable(child.errorString()));
        return 1;
    }
    return child.exitCode();
}

} // namespace

class TestReadOnlyWindow : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    QByteArray m_hash;

private Q_SLOTS:
    void initTestCase()
    {
        m_path = qEnvironmentVariable(campaignVariable);
        if (m_path.isEmpty()) // not root: this user's own permissions make the file read-only
            m_path = makeReadOnlyCampaign(m_dir.path());
        QVERIFY(!m_path.isEmpty());
        QVERIFY2(!CampaignFile::isWritable(m_path), "the campaign must not be writable for this test");
        m_hash = test::fileHash(m_path);
    }

    void opensForViewingAndRefusesEdits()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openCampaign(m_path));
        Campaign* campaign = window.campaign();
        QVERIFY(campaign);
        QVERIFY(campaign->isReadOnly());
        QVERIFY2(window.windowTitle().contains(QLatin1String("read-only")), qPrintable(window.windowTitle()));
        auto* notice = window.findChild<QLabel*>(QStringLiteral("readOnly"));
        QVERIFY(notice && notice->isVisible());
        QString error;
        QCOMPARE(Roster(*campaign).list({}, &error).size(), 1);

        // Renaming on the overview page: refused, said in the status bar, and the name field shows the name again.
        QVERIFY(window.showPage(QStringLiteral("overview")));
        auto* name = window.findChild<QLineEdit*>(QStringLiteral("campaignName"));
        QVERIFY(name);
        name->setText(QStringLiteral("Renamed"));
        name->setModified(true);
        Q_EMIT name->editingFinished();
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("read-only")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(name->text(), QStringLiteral("Read Only Keep"));

        AdvanceTimeDialog advance(*campaign, &window);
        advance.setAmount(1, true);
        QVERIFY(!advance.advance());
        QCOMPARE(campaign->info().calendarDay, 1);
        QVERIFY(!Roster(*campaign).awardXp({1}, 5, QStringLiteral("x"), &error));
        QVERIFY2(error.contains(QLatin1String("read-only")), qPrintable(error));
        window.setCampaign(nullptr);
        QCOMPARE(test::fileHash(m_path), m_hash);
        QVERIFY(!QFileInfo::exists(m_path + QStringLiteral("-wal")));
        QVERIFY(!QFileInfo::exists(m_path + QStringLiteral("-shm")));
    }
};

int main(int argc, char* argv[])
{
    if (test::runningAsRoot() && qEnvironmentVariableIsEmpty(campaignVariable))
        return runWithoutWriteRights(argc, argv);
    QApplication app(argc, argv);
    TestReadOnlyWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_read_only_window.moc"
