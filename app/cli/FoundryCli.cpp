#include "FoundryCli.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/FoundryActor.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace hk::FoundryCli {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

// At most one byte past the limit is read, so a huge file is refused without being loaded whole.
bool readFile(const QString& path, QByteArray* out, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    *out = file.read(FoundryActor::MaxBytes + 1);
    return true;
}

} // namespace

bool readActors(CliContext& ctx, const Campaign& campaign, const QStringList& files, QList<Character>* out)
{
    QStringList unknown;
    QList<Character> read;
    for (const QString& path : files) {
        QByteArray bytes;
        QString error;
        FoundryActor::ReadResult result;
        if (!readFile(path, &bytes, &error) || !FoundryActor::read(bytes, campaign.rules(), &result, &error)) {
            ctx.fail(tr("%1: %2 Nothing was added.").arg(path, error));
            return false;
        }
        for (const QString& u : result.unknown)
            unknown << QStringLiteral("%1: %2").arg(result.character.name, u);
        read << result.character;
    }
    if (!unknown.isEmpty() && !ctx.parser.isSet(QStringLiteral("keep-unread"))) {
        ctx.fail(tr("not in the campaign's rules, so nothing was added: %1 (--keep-unread adds them with this kept in the notes)")
                     .arg(unknown.join(QStringLiteral("; "))));
        return false;
    }
    for (const QString& u : unknown)
        ctx.warn(tr("not in the campaign's rules (kept in the notes): %1").arg(u));
    *out = read;
    return true;
}

int exportActors(CliContext& ctx, const Campaign& campaign, const QList<Character>& list)
{
    const QString folder = ctx.parser.isSet(QStringLiteral("out")) ? ctx.parser.value(QStringLiteral("out")) : QDir::currentPath();
    if (!QDir(folder).exists())
        return ctx.fail(tr("no such folder: %1").arg(folder));
    for (const Character& c : list) {
        const QString path = QDir(folder).filePath(FoundryActor::fileName(c));
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(QJsonDocument(FoundryActor::write(c, campaign.rules())).toJson(QJsonDocument::Indented)) < 0
            || !file.commit())
            return ctx.fail(tr("cannot write %1: %2").arg(path, file.errorString()));
        ctx.print(path);
    }
    return ExitOk;
}

} // namespace hk::FoundryCli
