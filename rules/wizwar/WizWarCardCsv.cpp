#include "wizwar/WizWarCardCsv.h"

#include "i18n/Translate.h"
#include "packages/Ruleset.h"

namespace hk::wizwar::CardCsv {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::CardCsv", "hk::wizwar"}, text, disambiguation, n);
}

QString quoted(const QString& cell)
{
    if (!cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"')) && !cell.contains(QLatin1Char('\n'))
        && !cell.contains(QLatin1Char(';')))
        return cell;
    QString out = cell;
    out.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QString yesNo(bool b) { return b ? QStringLiteral("yes") : QString(); }
QString number(int n) { return n ? QString::number(n) : QString(); }

QString originKey(CardOrigin o)
{
    switch (o) {
    case CardOrigin::Book: return QStringLiteral("book");
    case CardOrigin::BookCompleted: return QStringLiteral("book, completed by Hexkeeper");
    case CardOrigin::Ours: return QStringLiteral("Hexkeeper");
    case CardOrigin::Campaign: return QStringLiteral("this campaign");
    }
    return {};
}

// Splits the text into records of cells (RFC 4180: quotes, doubled quotes, line breaks inside quotes); each
// record keeps the line it starts on.
bool split(const QString& text, QChar sep, QList<std::pair<int, QStringList>>* records, QString* error)
{
    QStringList cells;
    QString cell;
    bool inQuotes = false;
    bool any = false;
    int line = 1;
    int start = 1;
    for (int i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        if (inQuotes) {
            if (ch == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                cell += ch;
                ++i;
            } else if (ch == QLatin1Char('"')) {
                inQuotes = false;
            } else {
                if (ch == QLatin1Char('\n'))
                    ++line;
                cell += ch;
            }
            continue;
        }
        if (ch == QLatin1Char('"') && cell.trimmed().isEmpty()) {
            inQuotes = any = true;
            cell.clear();
        } else if (ch == sep) {
            cells.append(cell);
            cell.clear();
            any = true;
        } else if (ch == QLatin1Char('\n') || ch == QLatin1Char('\r')) {
            if (ch == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            cells.append(cell);
            if (any || !cell.trimmed().isEmpty())
                records->append({start, cells});
            cells.clear();
            cell.clear();
            any = false;
            start = ++line;
        } else {
            cell += ch;
            any = any || !ch.isSpace();
        }
    }
    if (inQuotes) {
        *error = tr("Row %1: a quoted cell is never closed.").arg(start);
        return false;
    }
    cells.append(cell);
    if (any || !cell.trimmed().isEmpty())
        records->append({start, cells});
    return true;
}

// An entry of `kind` named by its id or its name, any case.
QString entryId(const Ruleset& rules, const QString& kind, const QString& text)
{
    const QString wanted = text.trimmed();
    for (const LocatedEntry& e : rules.entries({kind}))
        if (e.entry->id().compare(wanted, Qt::CaseInsensitive) == 0 || e.entry->name().compare(wanted, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    return {};
}

QStringList idsOf(const Ruleset& rules, const QString& kind)
{
    QStringList out;
    for (const LocatedEntry& e : rules.entries({kind}))
        out.append(e.entry->id());
    return out;
}

struct Cell
{
    const Row& row;
    QString column;
    QString text;
    QString* error;

    bool fail(const QString& why) const
    {
        *error = tr("Row %1, column “%2”: %3").arg(row.number).arg(column, why);
        return false;
    }
    bool integer(int min, int max, int* out) const
    {
        if (text.trimmed().isEmpty()) {
            *out = 0;
            return min <= 0 || fail(tr("give a number from %1 to %2").arg(min).arg(max));
        }
        bool ok = false;
        const int v = text.trimmed().toInt(&ok);
        if (!ok || v < min || v > max)
            return fail(tr("“%1” is not a number from %2 to %3").arg(text.trimmed()).arg(min).arg(max));
        *out = v;
        return true;
    }
    bool flag(bool* out) const
    {
        const QString t = text.trimmed().toLower();
        if (t.isEmpty() || t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0")) {
            *out = false;
            return true;
        }
        if (t == QLatin1String("yes") || t == QLatin1String("true") || t == QLatin1String("1") || t == QLatin1String("x")) {
            *out = true;
            return true;
        }
        return fail(tr("“%1” is not yes or no").arg(text.trimmed()));
    }
    bool entry(const Ruleset& rules, const QString& kind, bool optional, QString* out) const
    {
        if (text.trimmed().isEmpty() && optional) {
            out->clear();
            return true;
        }
        *out = entryId(rules, kind, text);
        return !out->isEmpty() || fail(tr("“%1” is not one of %2").arg(text.trimmed(), idsOf(rules, kind).join(QStringLiteral(", "))));
    }
    QStringList list() const
    {
        QString t = text;
        t.replace(QLatin1Char('|'), QLatin1Char(';')).replace(QLatin1Char(','), QLatin1Char(';'));
        QStringList out;
        for (const QString& part : t.split(QLatin1Char(';'), Qt::SkipEmptyParts))
            if (!part.trimmed().isEmpty())
                out.append(part.trimmed());
        return out;
    }
};

bool applyCell(const Cell& c, const Ruleset& rules, CardDef* card)
{
    const QString& col = c.column;
    QString id;
    if (col == QLatin1String("school"))
        return c.entry(rules, QStringLiteral("school"), true, &card->school);
    if (col == QLatin1String("type")) {
        if (!c.entry(rules, QStringLiteral("card-type"), true, &id))
            return false;
        card->type = cardTypeFromKey(id);
        return true;
    }
    if (col == QLatin1String("range")) {
        if (!c.entry(rules, QStringLiteral("range"), true, &id))
            return false;
        card->range = cardRangeFromKey(id);
        return true;
    }
    if (col == QLatin1String("duration")) {
        if (!c.entry(rules, QStringLiteral("card-duration"), true, &id))
            return false;
        card->duration = cardDurationFromKey(id);
        return true;
    }
    if (col == QLatin1String("traits")) {
        QStringList traits;
        for (const QString& t : c.list()) {
            const Cell one{c.row, c.column, t, c.error};
            if (!one.entry(rules, QStringLiteral("trait"), false, &id))
                return false;
            traits.append(id);
        }
        card->traits = traits;
        return true;
    }
    if (col == QLatin1String("evade_on")) {
        QList<int> faces;
        for (const QString& t : c.list()) {
            int face = 0;
            if (!Cell{c.row, c.column, t, c.error}.integer(1, 4, &face))
                return false;
            faces.append(face);
        }
        card->evadeOn = faces;
        return true;
    }
    if (col == QLatin1String("effects")) {
        if (c.text.size() > MaxEffectsLength)
            return c.fail(tr("longer than %1 characters").arg(MaxEffectsLength));
        card->summary = c.text.trimmed();
        return true;
    }
    const std::pair<const char*, int*> numbers[] = {{"copies", &card->copies},         {"energy", &card->energyValue},
                                                    {"damage", &card->damage},         {"damage_per_turn", &card->damagePerTurn},
                                                    {"reduction", &card->damageReduction}, {"base_speed", &card->baseSpeed}};
    for (const auto& [name, field] : numbers)
        if (col == QLatin1String(name))
            return c.integer(0, col == QLatin1String("copies") ? 24 : 99, field);
    const std::pair<const char*, bool*> flags[] = {{"damage_from_energy", &card->damageFromEnergy}, {"cancels", &card->cancelsAttack},
                                                   {"creates_object", &card->createsObject},       {"blocks_sight", &card->blocksLos},
                                                   {"blocks_movement", &card->blocksMovement}};
    for (const auto& [name, field] : flags)
        if (col == QLatin1String(name))
            return c.flag(field);
    return true; // name and from are read elsewhere or only written
}

} // namespace

QStringList columns()
{
    return {QStringLiteral("name"),         QStringLiteral("school"),       QStringLiteral("type"),
            QStringLiteral("range"),        QStringLiteral("duration"),     QStringLiteral("copies"),
            QStringLiteral("energy"),       QStringLiteral("damage"),       QStringLiteral("damage_from_energy"),
            QStringLiteral("damage_per_turn"), QStringLiteral("reduction"), QStringLiteral("cancels"),
            QStringLiteral("evade_on"),     QStringLiteral("base_speed"),   QStringLiteral("traits"),
            QStringLiteral("creates_object"), QStringLiteral("blocks_sight"), QStringLiteral("blocks_movement"),
            QStringLiteral("effects"),      QStringLiteral("from")};
}

QString write(const QList<CardDef>& cards)
{
    QString out = columns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const CardDef& c : cards) {
        QStringList faces;
        for (int f : c.evadeOn)
            faces.append(QString::number(f));
        const QStringList cells{c.name, c.school, cardTypeKey(c.type), cardRangeKey(c.range), cardDurationKey(c.duration),
                                QString::number(c.copies), number(c.energyValue), number(c.damage), yesNo(c.damageFromEnergy),
                                number(c.damagePerTurn), number(c.damageReduction), yesNo(c.cancelsAttack),
                                faces.join(QLatin1Char(';')), number(c.baseSpeed), c.traits.join(QLatin1Char(';')),
                                yesNo(c.createsObject), yesNo(c.blocksLos), yesNo(c.blocksMovement), c.summary,
                                originKey(c.origin)};
        QStringList line;
        for (const QString& cell : cells)
            line.append(quoted(cell));
        out += line.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

std::optional<QList<Row>> read(const QString& text, QString* error)
{
    if (text.size() > MaxBytes) {
        *error = tr("The file is larger than %1 KB; a card list is far smaller.").arg(MaxBytes / 1024);
        return std::nullopt;
    }
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    const QString firstLine = body.section(QLatin1Char('\n'), 0, 0);
    const QChar sep = firstLine.contains(QLatin1Char(';')) && !firstLine.contains(QLatin1Char(',')) ? QLatin1Char(';') : QLatin1Char(',');
    QList<std::pair<int, QStringList>> records;
    if (!split(body, sep, &records, error))
        return std::nullopt;
    if (records.isEmpty()) {
        *error = tr("The file is empty; a card list starts with a header row such as “%1”.").arg(columns().join(QLatin1Char(',')));
        return std::nullopt;
    }
    QStringList header;
    for (const QString& h : records.first().second)
        header.append(h.trimmed().toLower().replace(QLatin1Char(' '), QLatin1Char('_')));
    for (const QString& h : std::as_const(header))
        if (!columns().contains(h)) {
            *error = tr("Row 1: “%1” is not a column of a card list (%2).").arg(h, columns().join(QStringLiteral(", ")));
            return std::nullopt;
        }
    if (!header.contains(QLatin1String("name"))) {
        *error = tr("Row 1: the header has no “name” column.");
        return std::nullopt;
    }
    if (records.size() - 1 > MaxRows) {
        *error = tr("The file has %1 cards; a card list holds at most %2.").arg(records.size() - 1).arg(MaxRows);
        return std::nullopt;
    }
    QList<Row> rows;
    QHash<QString, int> seen;
    for (int i = 1; i < records.size(); ++i) {
        const auto& [line, cells] = records.at(i);
        Row row;
        row.number = line;
        if (cells.size() > header.size()) {
            *error = tr("Row %1: %2 cells under a header of %3 columns.").arg(line).arg(cells.size()).arg(header.size());
            return std::nullopt;
        }
        for (int c = 0; c < cells.size(); ++c)
            row.cells.insert(header.at(c), cells.at(c));
        row.name = row.cells.value(QStringLiteral("name")).trimmed();
        if (row.name.isEmpty()) {
            *error = tr("Row %1: the card has no name.").arg(line);
            return std::nullopt;
        }
        const QString key = row.name.toLower();
        if (seen.contains(key)) {
            *error = tr("Row %1: “%2” is listed already in row %3.").arg(line).arg(row.name).arg(seen.value(key));
            return std::nullopt;
        }
        seen.insert(key, line);
        rows.append(row);
    }
    return rows;
}

bool apply(const Row& row, const Ruleset& rules, CardDef* card, QString* error)
{
    for (const QString& column : columns())
        if (row.cells.contains(column) && !applyCell(Cell{row, column, row.cells.value(column), error}, rules, card))
            return false;
    return true;
}

} // namespace hk::wizwar::CardCsv
