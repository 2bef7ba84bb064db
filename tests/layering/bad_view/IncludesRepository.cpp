// Must not compile: a view that reaches a repository past the model's services.
#include "characters/CharacterRepository.h"

int charactersInTheFile(hk::CharacterRepository& repository)
{
    QString error;
    return int(repository.list({}, &error).size());
}
