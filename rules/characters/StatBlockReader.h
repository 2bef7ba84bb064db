#pragma once

#include "characters/StatBlock.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace hk {

// The reading half of StatBlock: splits pasted text into blocks and each block into header, attributes
// and labelled lists, matching names against the Ruleset. Kept apart from StatBlock because a tolerant
// reader is most of the work; it builds its name lookups once per read.
class StatBlockReader
{
public:
    explicit StatBlockReader(const Ruleset& rules);

    StatBlockImport read(const QString& text) const;

private:
    // Where one block's text ends up while it is read.
    struct Block
    {
        Character character;
        QStringList unmatchedNotes; // sentences appended to the notes for what did not match
    };

    static QStringList splitBlocks(const QString& text);
    void readBlock(const QString& text, StatBlockImport* out) const;
    void readDescriptor(const QString& descriptor, Block* block, StatBlockImport* out) const;
    void readSpells(const QString& list, Block* block, StatBlockImport* out) const;
    void readGear(const QString& slot, const QString& list, Block* block, StatBlockImport* out) const;
    void unmatched(Block* block, StatBlockImport* out, const QString& report, const QString& note) const;

    QString spellId(const QString& typed) const;
    QString raceId(const QString& typed) const;

    const Ruleset& m_rules;
    // Normalised name → id, in order of trust: a spell's name beats another spell's printed form.
    QHash<QString, QString> m_spellNames;
    QHash<QString, QString> m_spellIds;
    QHash<QString, QString> m_spellPrinted;
    QHash<QString, QString> m_races;
    QHash<QString, QString> m_creatures;
    QStringList m_metals;
};

} // namespace hk
