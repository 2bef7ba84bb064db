#include "ActivityListing.h"

#include "CharacterLookup.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"

#include <QJsonArray>

namespace hk::ActivityListing {

int run(CliContext& ctx, const QString& kind, const Line& line)
{
    CharacterLookup::OpenedList opened = CharacterLookup::openForList(ctx);
    if (!opened)
        return opened.exitCode;
    QString error;
    const CampaignView view(*opened.campaign, ctx.audience());
    const QList<Activity> list = view.activities(opened.who, kind, ctx.parser.isSet(QStringLiteral("all")), &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Activity& a : list) {
        out.append(view.activityJson(a));
        if (!ctx.json())
            ctx.print(line(a, view));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

} // namespace hk::ActivityListing
