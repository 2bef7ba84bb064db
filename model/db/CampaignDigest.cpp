#include "db/CampaignDigest.h"

#include "db/CampaignFile.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace hk::CampaignDigest {

QString of(const QSqlDatabase& db, QString* error)
{
    QString e;
    QStringList tables = CampaignFile::recordedTables(db, &e);
    if (!e.isEmpty()) {
        *error = e;
        return {};
    }
    tables.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& table : std::as_const(tables)) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT * FROM \"%1\" ORDER BY rowid").arg(table))) {
            *error = q.lastError().text();
            return {};
        }
        QByteArray block;
        QDataStream out(&block, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << table;
        const QSqlRecord record = q.record();
        for (int i = 0; i < record.count(); ++i)
            out << record.fieldName(i);
        while (q.next()) {
            for (int i = 0; i < record.count(); ++i)
                out << q.value(i);
        }
        hash.addData(block);
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace hk::CampaignDigest
