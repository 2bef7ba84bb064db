// Must not compile: a view that takes the campaign's database handle to write past the change mechanism.
#include "campaign/Campaign.h"

#include <QSqlQuery>

void writeBehindTheModelsBack(hk::Campaign& campaign)
{
    QSqlQuery q(campaign.database());
    q.exec(QStringLiteral("DELETE FROM character"));
}
