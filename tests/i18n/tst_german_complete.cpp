// Every user-visible string has a finished German translation: lupdate reads the sources (as
// `make translations` does) into a copy of translations/hexkeeper_de.ts, and no message may be left
// unfinished. A new tr() string fails here until `make translations` is run and it is translated.
#include "StrictTest.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TestGermanComplete : public hk::test::StrictTest
{
    Q_OBJECT

    // "context: source" of each message whose translation is unfinished.
    static QStringList unfinished(const QString& tsPath)
    {
        QFile file(tsPath);
        if (!file.open(QIODevice::ReadOnly))
            return {QStringLiteral("cannot read %1").arg(tsPath)};
        QXmlStreamReader xml(&file);
        QStringList out;
        QString context;
        QString source;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")
                     && xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished"))
                out.append(context + QStringLiteral(": ") + source);
        }
        if (xml.hasError())
            out.append(QStringLiteral("%1: %2").arg(tsPath, xml.errorString()));
        return out;
    }

private Q_SLOTS:
    void committedFileIsComplete()
    {
        const QStringList missing = unfinished(QStringLiteral(HK_SOURCE_DIR "/translations/hexkeeper_de.ts"));
        QVERIFY2(missing.isEmpty(), qPrintable(missing.mid(0, 20).join(QLatin1Char('\n'))));
    }

    void everySourceStringIsTranslated()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("hexkeeper_de.ts"));
        QVERIFY(QFile::copy(QStringLiteral(HK_SOURCE_DIR "/translations/hexkeeper_de.ts"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(HK_LUPDATE), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                                   QStringLiteral("@" HK_TRANSLATABLE_LIST), QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(240000), "lupdate did not finish");
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, lupdate.readAll().constData());
        const QStringList missing = unfinished(copy);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 string(s) without German — run `make translations` and "
                                                              "translate them:\n%2")
                                                   .arg(missing.size())
                                                   .arg(missing.mid(0, 20).join(QLatin1Char('\n')))));
    }
};

QTEST_GUILESS_MAIN(TestGermanComplete)
#include "tst_german_complete.moc"
