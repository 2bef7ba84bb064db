#include "EncounterLookup.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"

#include "campaign/Campaign.h"
#include "combat/CombatParameters.h"
#include "combat/Encounters.h"
#include "combat/HexMap.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace hk::EncounterLookup {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::EncounterLookup", "hk::cli"}, text);
}

// Printed compass names of the six facings, clockwise from north (HexCoord's directions).
const char* const kFacings[] = {"N", "NE", "SE", "S", "SW", "NW"};

} // namespace

bool findEncounter(Campaign& campaign, const QString& idOrName, Encounter* out, QString* error)
{
    const QString key = idOrName.trimmed();
    qint64 id = 0;
    const bool numeric = CharacterLookup::parseId(key, &id);
    Encounters encounters(campaign);
    QString problem;
    const QList<Encounter> all = encounters.list(&problem);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    for (const Encounter& e : all) {
        if ((numeric && e.id == id) || e.name == key) {
            *out = e;
            return true;
        }
    }
    QList<Encounter> matches;
    for (const Encounter& e : all) {
        if (e.name.compare(key, Qt::CaseInsensitive) == 0)
            matches.append(e);
    }
    if (matches.size() == 1) {
        *out = matches.first();
        return true;
    }
    *error = matches.isEmpty() ? tr("no encounter is called “%1” (see combat list)").arg(key)
                               : tr("%1 encounters are called “%2”: use the id").arg(matches.size()).arg(key);
    return false;
}

bool figureId(const CombatState& state, const QString& idOrName, QString* out, QString* error)
{
    const QString key = idOrName.trimmed();
    for (const EncounterFigure& f : state.figures) {
        if (f.body.id == key || f.body.name == key) {
            *out = f.body.id;
            return true;
        }
    }
    QStringList matches;
    for (const EncounterFigure& f : state.figures) {
        if (f.body.id.compare(key, Qt::CaseInsensitive) == 0 || f.body.name.compare(key, Qt::CaseInsensitive) == 0)
            matches.append(f.body.id);
    }
    if (matches.size() == 1) {
        *out = matches.first();
        return true;
    }
    *error = matches.isEmpty() ? tr("this encounter has no figure “%1” (see combat show)").arg(key)
                               : tr("%1 figures are called “%2”: use the id").arg(matches.size()).arg(key);
    return false;
}

bool parseHex(const QString& text, HexCoord* out, QString* error)
{
    static const QRegularExpression label(QStringLiteral("^\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*$"));
    const QRegularExpressionMatch m = label.match(text);
    if (!m.hasMatch()) {
        *error = tr("“%1” is not a hex: give the printed label COL,ROW (for example 4,7)").arg(text);
        return false;
    }
    *out = HexMap::toAxial(m.captured(1).toInt(), m.captured(2).toInt());
    return true;
}

QString hexLabel(const HexCoord& hex)
{
    return HexMap::label(hex);
}

bool parseFacing(const QString& text, int* out, QString* error)
{
    const QString key = text.trimmed().toUpper();
    bool numeric = false;
    const int n = key.toInt(&numeric);
    if (numeric && n >= 0 && n < HexCoord::directionCount) {
        *out = n;
        return true;
    }
    for (int d = 0; d < HexCoord::directionCount; ++d) {
        if (key == QLatin1String(kFacings[d])) {
            *out = d;
            return true;
        }
    }
    *error = tr("“%1” is not a facing: give 0–5 or N, NE, SE, S, SW, NW").arg(text);
    return false;
}

QString facingName(int facing)
{
    return QLatin1String(kFacings[HexCoord::normalizeDirection(facing)]);
}

QString entryId(const Campaign& campaign, const QString& kind, const QString& text)
{
    if (campaign.rules().entry(kind, text))
        return text;
    for (const LocatedEntry& e : campaign.rules().entries({kind})) {
        if (e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

bool intOption(CliContext& ctx, const QString& name, int* out)
{
    return ctx.intOption(name, out);
}

Opened open(CliContext& ctx, int argsNeeded, const QString& argNames)
{
    Opened o;
    if (!ctx.requireArgs(argsNeeded, argNames)) {
        o.exitCode = ExitUsage;
        return o;
    }
    o.campaign = ctx.openCampaign(ctx.args.at(0));
    QString error;
    if (!o.campaign)
        o.exitCode = ExitFailed;
    else if (!findEncounter(*o.campaign, ctx.args.at(1), &o.encounter, &error))
        o.exitCode = ctx.fail(error);
    return o;
}

bool figureArgs(CliContext& ctx, const Opened& o, int first, int count, QStringList* ids)
{
    for (int i = first; i < first + count; ++i) {
        QString id;
        QString error;
        if (!figureId(o.encounter.state, ctx.args.value(i), &id, &error)) {
            ctx.fail(error);
            return false;
        }
        ids->append(id);
    }
    return true;
}

bool parameters(CliContext& ctx, const Campaign& campaign, CombatParameters* out)
{
    QString error;
    const std::optional<CombatParameters> p = CombatParameters::load(campaign.rules(), &error);
    if (!p) {
        ctx.fail(error);
        return false;
    }
    *out = *p;
    return true;
}

qint64 lastLogId(Campaign& campaign, qint64 encounterId, QString* error)
{
    const QList<CombatLogEntry> log = Encounters(campaign).log(encounterId, false, error);
    return log.isEmpty() ? 0 : log.last().id;
}

QList<CombatLogEntry> logSince(Campaign& campaign, qint64 encounterId, qint64 afterId, QString* error)
{
    QList<CombatLogEntry> out;
    for (const CombatLogEntry& l : Encounters(campaign).log(encounterId, false, error)) {
        if (l.id > afterId)
            out.append(l);
    }
    return out;
}

QString logLine(const CombatLogEntry& l)
{
    const QString where = l.turn > 0 ? tr("turn %1, %2").arg(l.turn).arg(l.phase) : l.phase;
    QString line = QStringLiteral("[%1] ").arg(where);
    if (!l.actor.isEmpty())
        line += l.actor + QStringLiteral(": ");
    line += l.message;
    if (l.gmOnly)
        line += tr(" [GM only]");
    return line;
}

void printLog(CliContext& ctx, const QList<CombatLogEntry>& lines)
{
    if (ctx.json()) {
        QJsonArray a;
        for (const CombatLogEntry& l : lines)
            a.append(l.toJson());
        ctx.printJson(a);
        return;
    }
    for (const CombatLogEntry& l : lines)
        ctx.print(logLine(l));
}

bool run(CliContext& ctx, Opened& o, const std::function<bool(QString*)>& action, QList<CombatLogEntry>* lines)
{
    Campaign& campaign = *o.campaign;
    QString error;
    const auto failed = [&ctx](const QString& message) {
        ctx.fail(message);
        return false;
    };
    // The action is one step of the model (compound ones included); the lines it logged are printed.
    const qint64 before = lastLogId(campaign, o.encounter.id, &error);
    if (!error.isEmpty() || !action(&error))
        return failed(error);
    *lines = logSince(campaign, o.encounter.id, before, &error);
    if (!error.isEmpty())
        return failed(error);
    return true;
}

int act(CliContext& ctx, Opened& o, const std::function<bool(QString*)>& action)
{
    QList<CombatLogEntry> lines;
    if (!run(ctx, o, action, &lines))
        return ExitFailed;
    printLog(ctx, lines);
    return ExitOk;
}

} // namespace hk::EncounterLookup
