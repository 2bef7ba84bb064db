#include "CharacterLookup.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace hk::CharacterLookup {

namespace {
QString tr(const char* text)
{
    return hk::translateIn({"hk::CharacterLookup", "hk::cli"}, text);
}
} // namespace

bool parseId(const QString& text, qint64* id)
{
    QString digits = text.trimmed();
    if (digits.startsWith(QLatin1Char('#')))
        digits.remove(0, 1);
    bool numeric = false;
    *id = digits.toLongLong(&numeric);
    return numeric;
}

bool find(Campaign& campaign, const QString& idOrName, Character* out, QString* error)
{
    const QString key = idOrName.trimmed();
    qint64 id = 0;
    const bool numeric = parseId(key, &id);
    Roster roster(campaign);
    if (numeric)
        return roster.find(id, out, error);
    RosterFilter all;
    all.includeArchived = true;
    QList<Character> matches;
    QString readError;
    for (const Character& c : roster.list(all, &readError)) {
        if (c.name.compare(key, Qt::CaseInsensitive) == 0)
            matches.append(c);
    }
    if (!readError.isEmpty()) {
        *error = readError;
        return false;
    }
    if (matches.size() == 1) {
        *out = matches.first();
        return true;
    }
    *error = matches.isEmpty() ? tr("no character is called “%1”").arg(key)
                               : tr("%1 characters are called “%2”: use the id").arg(matches.size()).arg(key);
    return false;
}

bool select(Campaign& campaign, const QString& ids, const QString& party, QList<Character>* out, QString* error)
{
    out->clear();
    if (!party.isEmpty()) {
        RosterFilter filter;
        filter.party = party;
        *out = Roster(campaign).list(filter, error);
        if (out->isEmpty()) {
            *error = tr("the party “%1” has no active members").arg(party);
            return false;
        }
    }
    for (const QString& part : ids.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        Character c;
        if (!find(campaign, part, &c, error))
            return false;
        out->append(c);
    }
    if (ids.isEmpty() && party.isEmpty())
        *out = Roster(campaign).list({}, error);
    return error->isEmpty();
}

bool readInput(const QString& path, QByteArray* out, QString* error)
{
    QFile file;
    const bool ok = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                               : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!ok) {
        *error = tr("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    *out = file.readAll();
    return true;
}

OpenedList openForList(CliContext& ctx)
{
    OpenedList o;
    if (!ctx.requireArgs(1, QStringLiteral("FILE"))) {
        o.exitCode = ExitUsage;
        return o;
    }
    o.campaign = ctx.openCampaign(ctx.args.at(0));
    if (!o.campaign) {
        o.exitCode = ExitFailed;
        return o;
    }
    if (ctx.args.size() > 1) {
        Character c;
        QString error;
        if (!find(*o.campaign, ctx.args.at(1), &c, &error))
            o.exitCode = ctx.fail(error);
        o.who = c.id;
    }
    return o;
}

Opened open(CliContext& ctx)
{
    Opened o;
    if (!ctx.requireArgs(2, QStringLiteral("FILE ID"))) {
        o.exitCode = ExitUsage;
        return o;
    }
    o.campaign = ctx.openCampaign(ctx.args.at(0));
    QString error;
    if (!o.campaign)
        o.exitCode = ExitFailed;
    else if (!find(*o.campaign, ctx.args.at(1), &o.character, &error))
        o.exitCode = ctx.fail(error);
    return o;
}

} // namespace hk::CharacterLookup
