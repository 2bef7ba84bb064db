#include "StatBlockCli.h"

#include "campaign/Campaign.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QStringList>

namespace hk::StatBlockCli {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::StatBlockCli", "hk::cli"}, text);
}

} // namespace

bool shape(CliContext& ctx, int fixedArgs, StatBlockShape* out)
{
    const QStringList words = ctx.args.mid(fixedArgs);
    if (words.isEmpty()) {
        *out = StatBlockShape::Published;
        return true;
    }
    if (words.size() == 1 && words.first().compare(QLatin1String("foundry"), Qt::CaseInsensitive) == 0) {
        *out = StatBlockShape::Foundry;
        return true;
    }
    ctx.usage(tr("--statblock writes the published shape, or with the word foundry the shape Foundry VTT imports; "
                 "“%1” is neither")
                  .arg(words.join(QLatin1Char(' '))));
    return false;
}

int print(CliContext& ctx, const Campaign& campaign, const QList<Character>& list, StatBlockShape shape)
{
    const StatBlock blocks(campaign.rules());
    QStringList text;
    for (const Character& c : list)
        text.append(blocks.format(c, shape));
    // A blank line between blocks: Foundry's run over several lines.
    ctx.print(text.join(QStringLiteral("\n\n")));
    return ExitOk;
}

} // namespace hk::StatBlockCli
