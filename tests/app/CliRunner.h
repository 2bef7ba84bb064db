#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTest>

// Runs hexkeeper-cli as a separate process, the way scripts use it, and keeps what it printed.
struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
    QJsonDocument json() const { return QJsonDocument::fromJson(out.toUtf8()); }
};

// Command words written as C strings: words({"combat", "show", "--player"}).
inline QStringList words(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* w : list)
        out.append(QString::fromUtf8(w));
    return out;
}

inline CliResult runCli(const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(QStringLiteral(HK_CLI_PATH), args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    CliResult r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    // A command that asks for an option it never defined is a bug even when it works: fail whatever was expected.
    if (r.err.contains(QLatin1String("QCommandLineParser"))) {
        r.exitCode = -3;
        r.err.prepend(QStringLiteral("hexkeeper-cli asked for an option it does not define: "));
    }
    return r;
}

// One figure of `combat show --json` by id (empty when it is not there).
inline QJsonObject figureIn(const QJsonObject& show, const QString& id)
{
    for (const QJsonValue& f : show.value(QLatin1String("figures")).toArray()) {
        if (f.toObject().value(QLatin1String("id")).toString() == id)
            return f.toObject();
    }
    return {};
}

// A new campaign file of this ruleset holding these characters (the JSON `character add --json-file` takes,
// written next to the file) and an encounter of that name: empty when all went well, else what failed.
inline QString campaignWithParty(const QString& path, const QString& ruleset, const QByteArray& party, const QString& encounter,
                                 const QStringList& newOptions = {})
{
    const CliResult made = runCli(QStringList{QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"), ruleset}
                                  + newOptions);
    if (made.exitCode != 0)
        return QStringLiteral("campaign new: ") + made.err;
    QFile file(path + QStringLiteral(".party.json"));
    if (!file.open(QIODevice::WriteOnly) || file.write(party) != party.size())
        return QStringLiteral("cannot write ") + file.fileName();
    file.close();
    const CliResult added = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), file.fileName()});
    if (added.exitCode != 0)
        return QStringLiteral("character add: ") + added.err;
    const CliResult fight = runCli({QStringLiteral("combat"), QStringLiteral("new"), path, encounter});
    return fight.exitCode == 0 ? QString() : QStringLiteral("combat new: ") + fight.err;
}

// `combat VERB FILE ENC args…`, rolled with the dice script when one is given.
inline CliResult runCombat(const char* verb, const QString& path, const QString& encounter, const QStringList& args,
                           const QString& dice = {})
{
    QStringList all;
    if (!dice.isEmpty())
        all << QStringLiteral("--dice-script") << dice;
    all << QStringLiteral("combat") << QString::fromUtf8(verb) << path << encounter << args;
    return runCli(all);
}
