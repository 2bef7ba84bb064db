#include "characters/StatBlockReader.h"

#include "characters/CharacterLimits.h"
#include "characters/StatBlockText.h"
#include "characters/TftCharacterRules.h"
#include "characters/TftFacts.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace hk {

using namespace StatBlockText;

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::StatBlockReader", "hk::StatBlock"}, text);
}

constexpr auto Insensitive = QRegularExpression::CaseInsensitiveOption;

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

// A line that only continues a block: a • bullet, or a list heading at its start ("Spells include: …").
bool continuesBlock(const QString& line)
{
    return line.startsWith(QChar(0x2022)) || labelRe().match(line).capturedStart() == 0;
}

// The Foundry system's first line, "Doctor Mandrake, wizard, age 99" or a bare name, which stands alone above
// the attributes: when blocks follow one another without a blank line, it begins the next one.
bool foundryHeaderLine(const QString& line)
{
    static const QRegularExpression re(
        QStringLiteral("^[^,:;()\\x{2022}]+(?:,\\s*(?:wizard|hero)e?s?)?(?:,?\\s*age\\s+\\d+)?\\.?$"), Insensitive);
    return re.match(line).hasMatch() && !attributeRe().match(line).hasMatch();
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
// wizard. ST 9 …") starts a new one, and so does an "ST …" line under a Foundry header line; any other line
// (a list heading, a • bullet, a wrapped list) continues a block written over several lines. The lines of a
// block stay lines, for the notes and the Foundry shape's headings.
QStringList StatBlockReader::splitBlocks(const QString& text)
{
    static const QRegularExpression st(QStringLiteral("\\bST\\s*[:=]?\\s*\\d+"), Insensitive);
    QStringList blocks;
    QStringList current;
    bool currentHasSt = false;
    const auto flush = [&](QStringList next) {
        if (!current.isEmpty())
            blocks << current.join(QLatin1Char('\n'));
        current = next;
        currentHasSt = false;
    };
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            flush({});
            continue;
        }
        const bool lineHasSt = st.match(line).hasMatch();
        const qsizetype attributeAt = attributeRe().match(line).capturedStart();
        if (!current.isEmpty() && lineHasSt && !continuesBlock(line) && (currentHasSt || attributeAt > 0)) {
            // "Name, wizard" above "ST 12, …" belongs to the block it heads, not to the one before.
            const bool header = attributeAt == 0 && current.size() > 1 && foundryHeaderLine(current.last());
            flush(header ? QStringList{current.takeLast()} : QStringList{});
        }
        current << line;
        currentHasSt = currentHasSt || lineHasSt;
    }
    flush({});
    return blocks;
}

void StatBlockReader::unmatched(Block* block, StatBlockImport* out, const QString& report, const QString& note) const
{
    out->unmatched << report;
    block->unmatchedNotes << note;
}

// Notes ("Notes:", "Special note:") come last and are kept as typed, so they are cut off before anything else
// is looked for; the rest of the block is returned on one line.
QString StatBlockReader::cutNotes(QString* text)
{
    static const QRegularExpression notesRe(QStringLiteral("(?:^|[;.,\\n])[ \\t]*(?:special\\s+)?notes?\\s*:"), Insensitive);
    *text = text->trimmed();
    // The published block ends in a full stop that is not its notes'; a block over several lines ends in its
    // last list or its notes as written.
    if (!text->contains(QLatin1Char('\n')) && text->endsWith(QLatin1Char('.')))
        text->chop(1);
    QString notes;
    if (const QRegularExpressionMatch m = notesRe.match(*text); m.hasMatch()) {
        notes = text->mid(m.capturedEnd()).simplified();
        *text = text->left(m.capturedStart());
    }
    *text = text->simplified();
    return notes;
}

void StatBlockReader::readBlock(const QString& raw, StatBlockImport* out) const
{
    QString text = raw;
    const QString notes = cutNotes(&text);
    const QRegularExpressionMatch firstAttribute = attributeRe().match(text);
    if (!firstAttribute.hasMatch()) {
        out->errors << tr("“%1”: no ST, DX or IQ found.").arg(shortened(raw.simplified()));
        return;
    }
    Block block;
    if (!readHeader(raw, text.left(firstAttribute.capturedStart()), &block, out))
        return;
    const QString rest = text.mid(firstAttribute.capturedStart());
    QList<QRegularExpressionMatch> labels;
    for (auto it = labelRe().globalMatch(rest); it.hasNext();)
        labels << it.next();
    Attributes attributes;
    if (!readAttributes(labels.isEmpty() ? rest : rest.left(labels.first().capturedStart()), &block, &attributes, out))
        return;
    readLists(rest, labels, &block, out);
    finish(attributes, notes, &block, out);
}

// "Krait, human wizard", "Doctor Mandrake, wizard, age 99", "Little Crabmen": the name before the first comma,
// then what kind of figure it is. A stat block without a race is a human's, as in the books.
bool StatBlockReader::readHeader(const QString& raw, const QString& headerText, Block* block, StatBlockImport* out) const
{
    // Only the end of the header is trimmed: a block starting with a comma has no name, not a race as name.
    static const QRegularExpression headerEnd(QStringLiteral("[\\s;,.:]+$"));
    static const QRegularExpression age(QStringLiteral("(?:^|[\\s,])age\\s+(\\d{1,6})\\b"), Insensitive);
    const QString header = QString(headerText).remove(headerEnd).trimmed();
    const qsizetype comma = header.indexOf(QLatin1Char(','));
    Character& c = block->character;
    c.name = (comma < 0 ? header : header.left(comma)).trimmed();
    if (c.name.isEmpty()) {
        out->errors << tr("“%1”: the block gives no name.").arg(shortened(raw.simplified()));
        return false;
    }
    c.system = QStringLiteral("tft");
    c.type = QStringLiteral("wizard");
    c.race = QStringLiteral("human");
    QString descriptor = comma < 0 ? QString() : header.mid(comma + 1);
    // The Foundry system's age has no field here: it is kept in the notes.
    if (const QRegularExpressionMatch m = age.match(descriptor); m.hasMatch()) {
        block->leadingNotes << tr("Age %1.").arg(m.captured(1));
        descriptor.remove(m.capturedStart(), m.capturedLength());
    }
    readDescriptor(descriptor, block, out);
    return true;
}

// ST, DX, IQ and MA in any order ("MA 10 (walking or swimming)" keeps its words in the notes); anything else
// in that stretch is kept as a note.
bool StatBlockReader::readAttributes(const QString& text, Block* block, Attributes* attributes, StatBlockImport* out) const
{
    static const QRegularExpression movement(QStringLiteral("\\s*\\(([^()]*)\\)"));
    Character& c = block->character;
    QString leftover;
    qsizetype at = 0;
    for (auto it = attributeRe().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() < at)
            continue; // inside a movement's parenthesis
        leftover += text.mid(at, m.capturedStart() - at) + QLatin1Char(' ');
        at = m.capturedEnd();
        const QString name = m.captured(1).toLower();
        bool fits = false;
        const int value = m.captured(2).toInt(&fits);
        if (!fits || value > CharacterLimits::MaxAttribute) {
            out->errors << tr("%1: %2 %3 is beyond the limit of %4.")
                               .arg(c.name, name.toUpper(), shortened(m.captured(2)))
                               .arg(CharacterLimits::MaxAttribute);
            return false;
        }
        if (name == QLatin1String("ma")) {
            const QRegularExpressionMatch how = movement.match(text, at, QRegularExpression::NormalMatch,
                                                               QRegularExpression::AnchorAtOffsetMatchOption);
            if (const QString words = how.captured(1).simplified(); !words.isEmpty())
                block->leadingNotes << tr("MA %1 (%2).").arg(value).arg(words);
            if (how.hasMatch())
                at = how.capturedEnd();
        }
        if (!attributes->contains(name))
            attributes->insert(name, value);
    }
    leftover = trimPunctuation(leftover + text.mid(at)).simplified();
    QStringList missing;
    for (const char* name : {"st", "dx", "iq"}) {
        if (!attributes->contains(QLatin1String(name)))
            missing << QString::fromLatin1(name).toUpper();
    }
    if (!missing.isEmpty()) {
        out->errors << tr("%1: the block gives no %2.").arg(c.name, missing.join(QStringLiteral(", ")));
        return false;
    }
    static const QRegularExpression onlySeparators(QStringLiteral("^[\\s,;.]*$"));
    if (!onlySeparators.match(leftover).hasMatch())
        unmatched(block, out, tr("%1: “%2” not understood").arg(c.name, leftover), tr("“%1” was not understood.").arg(leftover));
    c.st = attributes->value(QStringLiteral("st"));
    c.dx = attributes->value(QStringLiteral("dx"));
    c.iq = attributes->value(QStringLiteral("iq"));
    return true;
}

void StatBlockReader::readLists(const QString& rest, const QList<QRegularExpressionMatch>& labels, Block* block,
                                StatBlockImport* out) const
{
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const qsizetype end = i + 1 < labels.size() ? labels.at(i + 1).capturedStart() : rest.size();
        const QString content = trimPunctuation(rest.mid(labels.at(i).capturedEnd(), end - labels.at(i).capturedEnd()));
        readList(labels.at(i).captured(1).simplified(), content, block, out);
    }
    // Details name the weapons and armor they belong to, so they wait until all of those are read.
    for (const QString& details : std::as_const(block->gearDetails))
        readGearDetails(details, block, out);
}

void StatBlockReader::readList(const QString& typedLabel, const QString& content, Block* block, StatBlockImport* out) const
{
    const QString label = typedLabel.toLower();
    static const QRegularExpression number(QStringLiteral("^\\d+$"));
    if (label.startsWith(QLatin1String("spell")))
        readSpells(content, block, out);
    else if (label.startsWith(QLatin1String("weapon")))
        readGear(QStringLiteral("weapon"), content, block, out);
    else if (label.startsWith(QLatin1String("armo")))
        readGear(QStringLiteral("armor"), content, block, out);
    else if (label.startsWith(QLatin1String("shield")))
        readGear(QStringLiteral("shield"), content, block, out);
    else if (label == QLatin1String("race") || label == QLatin1String("creature"))
        readDescriptor(content, block, out);
    else if (label.startsWith(QLatin1String("gear")))
        block->gearDetails << content;
    else if (keptListRank(label) >= 0 && !(keptListRank(label) <= 1 && number.match(content).hasMatch()))
        keepList(typedLabel, content, block);
    else
        readNumber(label, content, block, out);
}

// "Talents and languages: 2", "Points: 34", "Bought: 6".
void StatBlockReader::readNumber(const QString& label, const QString& content, Block* block, StatBlockImport* out) const
{
    Character& c = block->character;
    bool isNumber = false;
    const int count = content.toInt(&isNumber);
    const bool points = label == QLatin1String("points");
    const bool bought = label == QLatin1String("bought");
    if (isNumber && count >= 0 && count <= CharacterLimits::MaxTally)
        (points ? c.pointTotal : bought ? c.pointsBought : c.talentsAndLanguages) = count;
    else
        unmatched(block, out, tr("%1: “%2: %3” not understood as a number").arg(c.name, label, content),
                  QStringLiteral("%1: %2.").arg(label, content));
}

// MA and the point total are stored only where they differ from what the race gives on its own, so a plain
// character reads back exactly as it was written, and an experienced one keeps its total. Lists with no field
// become lines of the notes, in the order the Foundry system writes them, above what the block's notes say.
void StatBlockReader::finish(const Attributes& attributes, const QString& notes, Block* block, StatBlockImport* out) const
{
    Character& c = block->character;
    Character probe = c;
    probe.ma = 0;
    probe.pointTotal = 0;
    const DerivedValues plain = TftCharacterRules(m_rules).derive(probe);
    if (attributes.contains(QStringLiteral("ma")) && attributes.value(QStringLiteral("ma")) != plain.ma)
        c.ma = attributes.value(QStringLiteral("ma"));
    // The point total is what the block says ("Points: 40", "Bought: 6"), never guessed from the attributes: a
    // block whose attributes do not add up is checked like any other character, and refused.

    QStringList paragraph = block->leadingNotes;
    if (!notes.isEmpty())
        paragraph << notes;
    paragraph << block->unmatchedNotes;
    QStringList lines = block->keptLists;
    std::stable_sort(lines.begin(), lines.end(),
                     [](const QString& a, const QString& b) { return keptLineRank(a) < keptLineRank(b); });
    if (!paragraph.isEmpty())
        lines << paragraph.join(QLatin1Char(' '));
    c.notes = lines.join(QLatin1Char('\n'));
    out->characters << c;
}

} // namespace hk
