#include "ActivityListing.h"

#include "CharacterLookup.h"
#include "activities/ActivityControl.h"
#include "campaign/Campaign.h"

#include <QJsonArray>

namespace hk::ActivityListing {

int run(CliContext& ctx, const Fetch& fetch, const Line& line)
{
    CharacterLookup::OpenedList opened = CharacterLookup::openForList(ctx);
    if (!opened)
        return opened.exitCode;
    QString error;
    const bool player = ctx.parser.isSet(QStringLiteral("player"));
    const QList<Activity> list = fetch(*opened.campaign, opened.who, ctx.parser.isSet(QStringLiteral("all")), player, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Activity& a : list) {
        out.append(ActivityControl::toJson(a, player));
        if (!ctx.json())
            ctx.print(line(a, player));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

} // namespace hk::ActivityListing
