#include "characters/CharacterLimits.h"
#include "i18n/Translate.h"
#include "characters/StatBlockReader.h"

#include "characters/TftCharacterRules.h"
#include "characters/TftFacts.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::StatBlockReader", "hk::StatBlock"}, text);
}

constexpr auto Insensitive = QRegularExpression::CaseInsensitiveOption;

// Names are compared without case, spaces or punctuation: "summon  wolf", "Lock/Knock" and "lock-knock"
// all mean the same spell to someone typing a stat block.
QString key(const QString& name)
{
    QString out;
    for (const QChar ch : name.toCaseFolded()) {
        if (ch.isLetterOrNumber())
            out.append(ch);
    }
    return out;
}

// Splits at separators outside parentheses, so "Dagger (1d6-1, silver), Staff" is two items.
QStringList splitTopLevel(const QString& text, QChar separator)
{
    QStringList out;
    QString current;
    int depth = 0;
    for (const QChar ch : text) {
        if (ch == QLatin1Char('(') || ch == QLatin1Char('['))
            ++depth;
        else if ((ch == QLatin1Char(')') || ch == QLatin1Char(']')) && depth > 0)
            --depth;
        if (ch == separator && depth == 0) {
            out << current.trimmed();
            current.clear();
        } else {
            current.append(ch);
        }
    }
    out << current.trimmed();
    out.removeAll(QString());
    return out;
}

// Trims spaces and the separators a list or header may end with.
QString trimPunctuation(QString text)
{
    static const QRegularExpression edges(QStringLiteral("^[\\s;,.:]+|[\\s;,.:]+$"));
    return text.remove(edges);
}

QString shortened(const QString& text)
{
    constexpr int Length = 48;
    return text.size() <= Length ? text : text.left(Length).trimmed() + QChar(0x2026);
}

const QRegularExpression& attributeRe()
{
    static const QRegularExpression re(QStringLiteral("\\b(ST|DX|IQ|MA)\\s*[:=]?\\s*(\\d+)"), Insensitive);
    return re;
}

void addKey(QHash<QString, QString>* map, const QString& name, const QString& id)
{
    const QString k = key(name);
    if (!k.isEmpty() && !map->contains(k))
        map->insert(k, id);
}

} // namespace

StatBlockReader::StatBlockReader(const Ruleset& rules) : m_rules(rules)
{
    for (const LocatedEntry& e : rules.entries({QStringLiteral("spell")})) {
        addKey(&m_spellNames, e.entry->name(), e.entry->id());
        addKey(&m_spellIds, e.entry->id(), e.entry->id());
        addKey(&m_spellPrinted, e.entry->stringField(QStringLiteral("printedAs")), e.entry->id());
    }
    for (const LocatedEntry& e : rules.entries({QStringLiteral("race")})) {
        const QString name = e.entry->name();
        for (const QString& form : {name, e.entry->id(), e.entry->stringField(QStringLiteral("printedAs")),
                                    name + QLatin1Char('s'), name + QStringLiteral("es")})
            addKey(&m_races, form, e.entry->id());
    }
    for (const LocatedEntry& e : rules.entries({QStringLiteral("creature")})) {
        addKey(&m_creatures, e.entry->name(), e.entry->id());
        addKey(&m_creatures, e.entry->id(), e.entry->id());
        addKey(&m_creatures, e.entry->stringField(QStringLiteral("printedAs")), e.entry->id());
    }
    for (const TftMetal& m : TftFacts(rules).metals())
        m_metals << m.metal;
}

QString StatBlockReader::spellId(const QString& typed) const
{
    const QString k = key(typed);
    if (m_spellNames.contains(k))
        return m_spellNames.value(k);
    if (m_spellIds.contains(k))
        return m_spellIds.value(k);
    return m_spellPrinted.value(k);
}

QString StatBlockReader::raceId(const QString& typed) const
{
    return m_races.value(key(typed));
}

StatBlockImport StatBlockReader::read(const QString& text) const
{
    StatBlockImport out;
    for (const QString& block : splitBlocks(text))
        readBlock(block, &out);
    return out;
}

// Blank lines separate blocks. Without them, a line that names a figure and gives its ST ("Zed, elf
// wizard. ST 9 …") starts a new one, and any other line continues a block wrapped over several lines.
QStringList StatBlockReader::splitBlocks(const QString& text)
{
    static const QRegularExpression st(QStringLiteral("\\bST\\s*[:=]?\\s*\\d+"), Insensitive);
    QStringList blocks;
    QString current;
    bool currentHasSt = false;
    const auto flush = [&] {
        if (!current.isEmpty())
            blocks << current;
        current.clear();
        currentHasSt = false;
    };
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            flush();
            continue;
        }
        const bool lineHasSt = st.match(line).hasMatch();
        const bool startsWithHeader = attributeRe().match(line).capturedStart() > 0;
        if (!current.isEmpty() && lineHasSt && (currentHasSt || startsWithHeader))
            flush();
        current += (current.isEmpty() ? QString() : QStringLiteral(" ")) + line;
        currentHasSt = currentHasSt || lineHasSt;
    }
    flush();
    return blocks;
}

void StatBlockReader::unmatched(Block* block, StatBlockImport* out, const QString& report, const QString& note) const
{
    out->unmatched << report;
    block->unmatchedNotes << note;
}

void StatBlockReader::readBlock(const QString& raw, StatBlockImport* out) const
{
    QString text = raw.simplified();
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    // Notes come last and are kept as typed, so they are cut off before anything else is looked for.
    static const QRegularExpression notesRe(QStringLiteral("(?:^|[;.,])\\s*notes?\\s*:"), Insensitive);
    QString notes;
    if (const QRegularExpressionMatch m = notesRe.match(text); m.hasMatch()) {
        notes = text.mid(m.capturedEnd()).trimmed();
        text = text.left(m.capturedStart());
    }

    const QRegularExpressionMatch firstAttribute = attributeRe().match(text);
    if (!firstAttribute.hasMatch()) {
        out->errors << tr("“%1”: no ST, DX or IQ found.").arg(shortened(raw.simplified()));
        return;
    }
    // Only the end of the header is trimmed: a block starting with a comma has no name, not a race as name.
    static const QRegularExpression headerEnd(QStringLiteral("[\\s;,.:]+$"));
    const QString header = text.left(firstAttribute.capturedStart()).remove(headerEnd).trimmed();
    const qsizetype comma = header.indexOf(QLatin1Char(','));
    Block block;
    Character& c = block.character;
    c.name = (comma < 0 ? header : header.left(comma)).trimmed();
    if (c.name.isEmpty()) {
        out->errors << tr("“%1”: the block gives no name.").arg(shortened(raw.simplified()));
        return;
    }
    c.system = QStringLiteral("tft");
    c.type = QStringLiteral("wizard");
    c.race = QStringLiteral("human"); // a stat block without a race is a human's, as in the books
    readDescriptor(comma < 0 ? QString() : header.mid(comma + 1), &block, out);

    const QString rest = text.mid(firstAttribute.capturedStart());
    static const QRegularExpression labelRe(
        QStringLiteral("(?:^|[;.,]|\\s)\\s*(spells?|weapons?|armou?rs?|shields?|talents(?:\\s+and\\s+languages)?|languages|points|bought)\\s*:"),
        Insensitive);
    QList<QRegularExpressionMatch> labels;
    for (auto it = labelRe.globalMatch(rest); it.hasNext();)
        labels << it.next();

    // Attributes: ST, DX, IQ and MA in any order; anything else in that stretch is kept as a note.
    const QString attributeText = labels.isEmpty() ? rest : rest.left(labels.first().capturedStart());
    QHash<QString, int> attributes;
    QString leftover;
    qsizetype at = 0;
    for (auto it = attributeRe().globalMatch(attributeText); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        leftover += attributeText.mid(at, m.capturedStart() - at) + QLatin1Char(' ');
        at = m.capturedEnd();
        const QString name = m.captured(1).toLower();
        bool fits = false;
        const int value = m.captured(2).toInt(&fits);
        if (!fits || value > CharacterLimits::MaxAttribute) {
            out->errors << tr("%1: %2 %3 is beyond the limit of %4.")
                               .arg(c.name, name.toUpper(), shortened(m.captured(2)))
                               .arg(CharacterLimits::MaxAttribute);
            return;
        }
        if (!attributes.contains(name))
            attributes.insert(name, value);
    }
    leftover = trimPunctuation(leftover + attributeText.mid(at)).simplified();
    QStringList missing;
    for (const char* name : {"st", "dx", "iq"}) {
        if (!attributes.contains(QLatin1String(name)))
            missing << QString::fromLatin1(name).toUpper();
    }
    if (!missing.isEmpty()) {
        out->errors << tr("%1: the block gives no %2.").arg(c.name, missing.join(QStringLiteral(", ")));
        return;
    }
    static const QRegularExpression onlySeparators(QStringLiteral("^[\\s,;.]*$"));
    if (!onlySeparators.match(leftover).hasMatch())
        unmatched(&block, out, tr("%1: “%2” not understood").arg(c.name, leftover),
                  tr("“%1” was not understood.").arg(leftover));
    c.st = attributes.value(QStringLiteral("st"));
    c.dx = attributes.value(QStringLiteral("dx"));
    c.iq = attributes.value(QStringLiteral("iq"));

    for (qsizetype i = 0; i < labels.size(); ++i) {
        const qsizetype end = i + 1 < labels.size() ? labels.at(i + 1).capturedStart() : rest.size();
        const QString content = trimPunctuation(rest.mid(labels.at(i).capturedEnd(), end - labels.at(i).capturedEnd()));
        const QString label = labels.at(i).captured(1).toLower();
        if (label.startsWith(QLatin1String("spell"))) {
            readSpells(content, &block, out);
        } else if (label.startsWith(QLatin1String("weapon"))) {
            readGear(QStringLiteral("weapon"), content, &block, out);
        } else if (label.startsWith(QLatin1String("armo"))) {
            readGear(QStringLiteral("armor"), content, &block, out);
        } else if (label.startsWith(QLatin1String("shield"))) {
            readGear(QStringLiteral("shield"), content, &block, out);
        } else {
            bool isNumber = false;
            const int count = content.toInt(&isNumber);
            const bool points = label == QLatin1String("points");
            const bool bought = label == QLatin1String("bought");
            if (isNumber && count >= 0 && count <= CharacterLimits::MaxTally)
                (points ? c.pointTotal : bought ? c.pointsBought : c.talentsAndLanguages) = count;
            else
                unmatched(&block, out, tr("%1: “%2: %3” not understood as a number").arg(c.name, label, content),
                          QStringLiteral("%1: %2.").arg(label, content));
        }
    }

    // MA and the point total are stored only where they differ from what the race gives on its own, so a
    // plain character reads back exactly as it was written, and an experienced one keeps its total.
    const TftCharacterRules rules(m_rules);
    Character probe = c;
    probe.ma = 0;
    probe.pointTotal = 0;
    const DerivedValues plain = rules.derive(probe);
    if (attributes.contains(QStringLiteral("ma")) && attributes.value(QStringLiteral("ma")) != plain.ma)
        c.ma = attributes.value(QStringLiteral("ma"));
    // The point total is what the block says ("Points: 40", "Bought: 6"), never guessed from the attributes: a
    // block whose attributes do not add up is checked like any other character, and refused.

    QStringList allNotes;
    if (!notes.isEmpty())
        allNotes << notes;
    allNotes << block.unmatchedNotes;
    c.notes = allNotes.join(QLatin1Char(' '));
    out->characters << c;
}

// "human wizard", "Elves hero", "small dragon": the type word wherever it stands, then the rest as one
// race or creature name (creature names run to several words), else word by word.
void StatBlockReader::readDescriptor(const QString& descriptor, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression wizard(QStringLiteral("^wizards?$"), Insensitive);
    static const QRegularExpression hero(QStringLiteral("^hero(e?s)?$"), Insensitive);
    Character& c = block->character;
    QStringList words;
    for (const QString& raw : descriptor.split(space, Qt::SkipEmptyParts)) {
        const QString word = trimPunctuation(raw);
        if (wizard.match(word).hasMatch())
            c.type = QStringLiteral("wizard");
        else if (hero.match(word).hasMatch())
            c.type = QStringLiteral("hero");
        else if (!word.isEmpty())
            words << word;
    }
    if (words.isEmpty())
        return;
    const QString whole = words.join(QLatin1Char(' '));
    if (const QString race = raceId(whole); !race.isEmpty()) {
        c.race = race;
        return;
    }
    if (const QString creature = m_creatures.value(key(whole)); !creature.isEmpty()) {
        c.creature = creature;
        c.race.clear();
        c.role = QStringLiteral("monster");
        return;
    }
    QStringList unknown;
    for (const QString& word : words) {
        if (const QString race = raceId(word); !race.isEmpty())
            c.race = race;
        else
            unknown << word;
    }
    if (!unknown.isEmpty()) {
        const QString text = unknown.join(QLatin1Char(' '));
        unmatched(block, out, tr("%1: “%2” is not a race or creature in the library").arg(c.name, text),
                  tr("Imported description “%1” was not understood.").arg(text));
    }
}

void StatBlockReader::readSpells(const QString& list, Block* block, StatBlockImport* out) const
{
    for (const QString& item : splitTopLevel(list, QLatin1Char(','))) {
        const QString typed = trimPunctuation(item);
        const QString id = spellId(typed);
        if (!id.isEmpty())
            block->character.spells << id;
        else if (!typed.isEmpty())
            unmatched(block, out, tr("%1: spell “%2” not in the library").arg(block->character.name, typed),
                      tr("Spell “%1” was not found in the library.").arg(typed));
    }
}

void StatBlockReader::readGear(const QString& slot, const QString& list, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression withDetails(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)$"));
    static const QRegularExpression withDice(QStringLiteral("^(.*?)\\s+(\\d*\\s*d\\s*\\d+(?:\\s*[+-]\\s*\\d+)?)$"), Insensitive);
    static const QRegularExpression dice(QStringLiteral("^\\d*\\s*d\\s*\\d+(?:\\s*[+-]\\s*\\d+)?$"), Insensitive);
    static const QRegularExpression stops(QStringLiteral("^stops\\s+(\\d+)(?:\\s+hits?)?$"), Insensitive);
    static const QRegularExpression dxAfter(QStringLiteral("^([+-]?\\d+)\\s*dx$"), Insensitive);
    static const QRegularExpression dxBefore(QStringLiteral("^dx\\s*([+-]?\\d+)$"), Insensitive);
    static const QRegularExpression maLimit(QStringLiteral("^ma\\s*(\\d+)$"), Insensitive);
    static const QRegularExpression notReady(QStringLiteral("^(not ready|unready|slung)$"), Insensitive);
    static const QRegularExpression none(QStringLiteral("^(none|-+|\u2014)$"), Insensitive);
    static const QRegularExpression space(QStringLiteral("\\s+"));

    for (const QString& item : splitTopLevel(list, QLatin1Char(','))) {
        if (none.match(item).hasMatch())
            continue;
        Gear g;
        g.slot = slot;
        QString details;
        if (const QRegularExpressionMatch m = withDetails.match(item); m.hasMatch()) {
            g.name = m.captured(1).trimmed();
            details = m.captured(2);
        } else if (const QRegularExpressionMatch d = withDice.match(item); d.hasMatch()) {
            g.name = d.captured(1).trimmed();
            g.damage = d.captured(2).remove(space).toLower();
        } else {
            g.name = item.trimmed();
        }
        for (const QString& raw : details.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString token = raw.simplified();
            QRegularExpressionMatch m;
            if (token.isEmpty())
                continue;
            if (dice.match(token).hasMatch())
                g.damage = QString(token).remove(space).toLower();
            else if ((m = stops.match(token)).hasMatch())
                g.hitsStopped = m.captured(1).toInt();
            else if ((m = dxAfter.match(token)).hasMatch() || (m = dxBefore.match(token)).hasMatch())
                g.dx = m.captured(1).toInt();
            else if ((m = maLimit.match(token)).hasMatch())
                g.maLimit = m.captured(1).toInt();
            else if (notReady.match(token).hasMatch())
                g.ready = false;
            else if (token.compare(QLatin1String("ready"), Qt::CaseInsensitive) == 0)
                g.ready = true;
            else if (token.compare(QLatin1String("custom"), Qt::CaseInsensitive) == 0)
                g.custom = true; // the GM's own numbers, not the tables'
            else if (const qsizetype metal = m_metals.indexOf(token.toLower()); metal >= 0)
                g.metal = m_metals.at(metal);
            else
                unmatched(block, out, tr("%1: “%2” on %3 not understood").arg(block->character.name, token, g.name),
                          tr("“%1” on %2 was not understood.").arg(token, g.name));
        }
        if (!g.name.isEmpty())
            block->character.gear << g;
    }
}

} // namespace hk
